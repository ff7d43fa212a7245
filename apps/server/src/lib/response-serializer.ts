import fastJson from "fast-json-stringify";
import type { FastifySchema } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type Route = { schema: FastifySchema; method: string; url: string; httpStatus?: string };
type Write = (data: unknown) => string;

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema instead of zod-encoding every answer (on a list of 50 deposits that was most of
 * the request). Each writer is compiled on the route's first answer with that status, so start-up
 * does not pay for hundreds of error schemas never sent. Only the schema's properties are written,
 * as before. With `check` (the API tests) every answer is also checked against the zod schema, so a
 * handler that drifts from its contract still fails there. A schema that JSON Schema cannot express
 * (a Date object) keeps zod's serializer.
 */
export function createResponseSerializer(options: { check: boolean }) {
  return (route: Route): Write => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const schema = route.schema as unknown;
    if (!(schema instanceof z.ZodType)) return viaZod;
    let write: Write | undefined;
    return (data) => {
      write ??= compile(schema) ?? viaZod;
      if (options.check && write !== viaZod) viaZod(data);
      return write(data);
    };
  };
}

function compile(schema: z.ZodType): Write | undefined {
  try {
    const { $schema: _, ...json } = z.toJSONSchema(schema, { io: "output", target: "draft-7" });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}
