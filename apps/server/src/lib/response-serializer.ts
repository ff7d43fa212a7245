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
    return fastJson(nullableAsTypeList(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Keywords whose value maps names to schemas (every other keyword's object value is a schema itself). */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "definitions", "$defs"]);

/**
 * Each `X | null` as X with "null" added to its type (`type: ["object", "null"]`) rather than the
 * `anyOf: [X, {type: "null"}]` zod writes for an object, an array, an enum, an integer or a date:
 * fast-json-stringify writes an `anyOf` by checking the value against each branch with ajv on every
 * answer (a date's pattern, an object's keys), where a type list costs a null check. The text
 * written is the same; an `anyOf` of anything else is left as it is.
 */
export function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (!isSchema(node)) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      SCHEMA_MAPS.has(key) && isSchema(value)
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, nullableAsTypeList(sub)]))
        : nullableAsTypeList(value);
  }
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return out;
  const nullAt = branches.findIndex((b) => isSchema(b) && b.type === "null" && Object.keys(b).length === 1);
  const other: unknown = branches[1 - nullAt];
  if (nullAt === -1 || !isSchema(other) || typeof other.type !== "string") return out;
  const { anyOf: _, ...rest } = out;
  return { ...rest, ...other, type: [other.type, "null"] };
}
