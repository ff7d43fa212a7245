import { describe, expect, it } from "vitest";
import { courseAccessOf, isCourse, type TCoursePayment } from "./education.ts";

const payment = (status: TCoursePayment["status"], createdAt: string): TCoursePayment => ({
  _id: `${status}-${createdAt}`,
  course: "monthly",
  amount: 250,
  method: "crypto",
  status,
  denyReason: status === "denied" ? "Blurry proof" : null,
  proofUrl: null,
  card: null,
  createdAt,
  decidedAt: null,
});

describe("course access on the dashboard", () => {
  it.each([
    [[], "none"],
    [[payment("pending", "2026-01-02")], "pending"],
    [[payment("denied", "2026-01-01")], "denied"],
    [[payment("denied", "2026-01-01"), payment("pending", "2026-01-02")], "pending"],
    [[payment("accepted", "2026-01-01"), payment("denied", "2026-01-03")], "active"],
    [[payment("pending", "2026-01-03"), payment("accepted", "2026-01-01")], "active"],
  ] as const)("%j → %s", (payments, state) => {
    expect(courseAccessOf([...payments]).state).toBe(state);
  });

  it("shows the newest denial with its reason", () => {
    const access = courseAccessOf([payment("denied", "2026-01-01"), payment("denied", "2026-02-01")]);
    expect(access.state === "denied" && access.payment.createdAt).toBe("2026-02-01");
  });

  it.each([
    ["monthly", true],
    ["fullPay", true],
    ["yearly", false],
    ["toString", false],
    ["", false],
  ])("isCourse(%s) is %s", (value, expected) => {
    expect(isCourse(value)).toBe(expected);
  });
});
