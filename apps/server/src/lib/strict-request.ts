import type { TFieldError } from "@vaultline/shared";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Requests are strict (docs/product-rules.md §3.1): a body or query field the schema does not name is
 * refused with a 400 naming it, never dropped in silence. The validator compiler makes every object
 * of a route's body and querystring schema strict, so a new route is strict without asking; an
 * object that opts out on purpose (`.loose()`, a `.catchall()`) keeps its choice.
 */
export function strictSchema<S extends z.ZodType>(schema: S): S {
  const cached = strictened.get(schema);
  if (cached) return cached as S;
  const strict = strictOf(schema) as S;
  strictened.set(schema, strict);
  return strict;
}

const strictened = new WeakMap<z.ZodType, z.ZodType>();

type Def = z.ZodType["_zod"]["def"] & Record<string, unknown>;
const clone = (schema: z.ZodType, changes: Record<string, unknown>) =>
  schema.clone({ ...(schema._zod.def as Def), ...changes } as z.ZodType["_zod"]["def"]);

function strictOf(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      return clone(schema, {
        shape: Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, strictSchema(field)])),
        catchall: def.catchall ?? z.never(),
      });
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return clone(schema, { innerType: strictSchema(def.innerType as z.ZodType) });
    case "array":
      return clone(schema, { element: strictSchema(def.element as z.ZodType) });
    case "union":
      return clone(schema, { options: (def.options as z.ZodType[]).map((o) => strictSchema(o)) });
    case "pipe":
      // What a transform or a preprocess step receives is still the client's input: check it.
      return clone(schema, { in: strictSchema(def.in as z.ZodType) });
    default:
      // An intersection's sides each name only part of the fields; records, tuples and lazy
      // schemas are left as they are written.
      return schema;
  }
}

/** Fastify's validator compiler: body and querystring schemas are checked strictly. */
export const strictValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === "body" || route.httpPart === "querystring"
    ? validatorCompiler({ ...route, schema: strictSchema(route.schema) })
    : validatorCompiler(route);

export const unknownFieldMessage = (field: string) => `Unknown field '${field}'`;

/**
 * One `{field, message}` per problem; an unknown-keys issue becomes one entry per unknown field,
 * named by its path (`address.extra`).
 */
export function issueDetails(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; keys?: readonly string[] }[],
): TFieldError[] {
  return issues.flatMap((issue) => {
    const at = issue.path.map(String);
    if (issue.code === "unrecognized_keys" && issue.keys) {
      return issue.keys.map((key) => {
        const field = [...at, key].join(".");
        return { field, message: unknownFieldMessage(field) };
      });
    }
    return [{ field: at.join(".") || "body", message: issue.message }];
  });
}
