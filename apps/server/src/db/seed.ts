import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { plans } from "./schema.ts";

// The sketch's five tiers. Standard starts at $200, the product's minimum plan amount (sketch: $50).
const TIERS = [
  { name: "Standard", roiBp: 3500, minCents: 200_00, maxCents: 499_00 },
  { name: "Silver", roiBp: 4500, minCents: 500_00, maxCents: 4_999_00 },
  { name: "Gold", roiBp: 6000, minCents: 5_000_00, maxCents: 49_999_00 },
  { name: "Diamond", roiBp: 7000, minCents: 50_000_00, maxCents: 499_999_00 },
  { name: "Platinum", roiBp: 8000, minCents: 500_000_00, maxCents: null },
];

/** Seeds reference data once, on an empty database. */
export async function seedDatabase(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(plans);
  if (Number(row?.n) === 0) await db.insert(plans).values(TIERS);
  await (await import("../modules/course/course-seed.ts")).seedCourse(db);
}
