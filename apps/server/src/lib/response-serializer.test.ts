import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createResponseSerializer, nullableAsTypeList } from "./response-serializer.ts";

const route = (schema: z.ZodType) => ({ schema, method: "GET", url: "/t", httpStatus: "200" }) as never;
const Deposit = z.object({
  id: z.string(),
  amount: z.number(),
  note: z.string().nullable(),
  at: z.iso.datetime(),
  meta: z.object({ nextCursor: z.string().nullable() }).optional(),
});
const deposit = { id: "d1", amount: 12.5, note: null, at: "2026-11-22T10:00:00.000Z" };

describe("the response serializer", () => {
  it("writes what zod would, and leaves out properties the schema does not name", () => {
    const write = createResponseSerializer({ check: false })(route(z.array(Deposit)));
    const text = write([{ ...deposit, passwordHash: "secret" }]);
    expect(JSON.parse(text)).toEqual([deposit]);
    expect(text).not.toContain("secret");
  });

  it("checks every answer against the zod schema when asked (the API tests)", () => {
    const checked = createResponseSerializer({ check: true })(route(Deposit));
    expect(() => checked({ ...deposit, amount: "12.5" })).toThrow();
    expect(JSON.parse(checked(deposit))).toEqual(deposit);
  });

  it("keeps zod's serializer for a schema JSON Schema cannot express", () => {
    const write = createResponseSerializer({ check: false })(route(z.object({ at: z.date() })));
    expect(write({ at: new Date("2026-11-22T10:00:00.000Z") })).toBe('{"at":"2026-11-22T10:00:00.000Z"}');
  });

  it("writes a nullable object, list, enum, integer or date as zod would, without an anyOf to check", () => {
    const Answer = z.object({
      card: z.object({ last4: z.string(), brand: z.enum(["visa", "mastercard"]) }).nullable(),
      tags: z.array(z.string()).nullable(),
      risk: z.enum(["low", "high"]).nullable(),
      units: z.number().int().nullable(),
      decidedAt: z.iso.datetime().nullable(),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]).nullable(),
      rows: z.array(z.object({ at: z.iso.datetime().nullable() })),
    });
    const json = z.toJSONSchema(Answer, { io: "output", target: "draft-7" });
    expect(JSON.stringify(json)).toContain('"anyOf"');
    const rewritten = JSON.stringify(nullableAsTypeList(json));
    expect(rewritten).toContain('"type":["object","null"]');
    expect(rewritten).toContain('"type":["string","null"]');
    // Only the union of two objects keeps its anyOf.
    expect(rewritten.match(/"anyOf"/g)).toHaveLength(2);
    const write = createResponseSerializer({ check: true })(route(Answer));
    const answers = [
      { card: null, tags: null, risk: null, units: null, decidedAt: null, either: null, rows: [{ at: null }] },
      {
        card: { last4: "4242", brand: "visa" },
        tags: ["a", "b"],
        risk: "high",
        units: 12,
        decidedAt: "2026-11-29T21:00:00.000Z",
        either: { b: 2 },
        rows: [{ at: "2026-11-29T21:00:00.000Z" }, { at: null }],
      },
    ];
    for (const answer of answers) expect(write(answer)).toBe(JSON.stringify(Answer.parse(answer)));
  });
});
