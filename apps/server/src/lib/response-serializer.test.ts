import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createResponseSerializer } from "./response-serializer.ts";

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
});
