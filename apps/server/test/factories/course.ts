import type { FastifyInstance } from "fastify";
import { coursePayments } from "../../src/db/schema.ts";
import { call, type TestUser } from "../helpers.ts";

/** A course payment in a given state, as the payment flows would leave it. */
export async function givePayment(
  app: FastifyInstance,
  user: TestUser,
  payment: { course: "monthly" | "fullPay"; status: "pending" | "accepted" | "denied"; decidedAt?: Date },
): Promise<void> {
  await app.db.insert(coursePayments).values({
    userId: user.user.id,
    course: payment.course,
    amountCents: payment.course === "monthly" ? 250_00 : 1500_00,
    method: "wallet",
    status: payment.status,
    decidedAt: payment.status === "pending" ? null : (payment.decidedAt ?? new Date()),
    denyReason: payment.status === "denied" ? "test" : null,
  });
}

/** The seeded course's first preview lesson and first paid lesson, by slug. */
export async function courseSlugs(app: FastifyInstance): Promise<{ preview: string; paid: string; all: string[] }> {
  const { body } = await call(app, { method: "GET", url: "/api/course" });
  const modules = body.data.modules as { isPreview: boolean; lessons: { slug: string }[] }[];
  const preview = modules.find((m) => m.isPreview)?.lessons[0]?.slug;
  const paid = modules.find((m) => !m.isPreview)?.lessons[0]?.slug;
  if (!preview || !paid) throw new Error("the seeded course has no preview or no paid lesson");
  return { preview, paid, all: modules.flatMap((m) => m.lessons.map((l) => l.slug)) };
}

export function startTrial(app: FastifyInstance, user: TestUser) {
  return call(app, { method: "POST", url: "/api/course/trial", headers: user.auth });
}
