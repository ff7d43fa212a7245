import { describe, expect, it } from "vitest";
import { neutraliseCell, toCsv } from "./csv.ts";

describe("a CSV cell", () => {
  it("that a spreadsheet would read as a formula starts with an apostrophe", () => {
    for (const value of ["=1+2*3", "+1", "-1+1", "@SUM(A1)", "\t=1", "\r=1", "-", '=HYPERLINK("x")']) {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    }
  });

  it("that is plain text or a plain number is left as it is, negative amounts included", () => {
    for (const value of ["Invested in Growth", "-12.50", "0.00", "1500", "a=b", ""]) {
      expect(neutraliseCell(value)).toBe(value);
    }
  });

  it("is neutralised in every cell of a table, and quoted only when it must be", () => {
    const rows = [{ name: "=1+2*3", amount: "-12.50" }];
    expect(toCsv(rows, ["name", "amount"])).toBe("name,amount\n'=1+2*3,-12.50\n");
    expect(toCsv([{ name: '=A1,"x"', amount: "1" }], ["name", "amount"], { recordDelimiter: "windows" })).toBe(
      'name,amount\r\n"\'=A1,""x""",1\r\n',
    );
  });
});
