import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { plans } from "./schema.ts";

// The sketch's five tiers and ranges, now model portfolios from cautious (mostly cash) to
// adventurous (mostly coins). Standard starts at $200, the product's minimum plan amount (sketch: $50).
const TIERS = [
  {
    name: "Standard",
    minCents: 200_00,
    maxCents: 499_00,
    weightUsd: 80,
    weightBtc: 15,
    weightEth: 5,
    feeBp: 50,
    description:
      "Cautious: mostly dollar cash (80%), with a small part in bitcoin and ether. The value moves little but can still fall.",
  },
  {
    name: "Silver",
    minCents: 500_00,
    maxCents: 4_999_00,
    weightUsd: 60,
    weightBtc: 30,
    weightEth: 10,
    feeBp: 60,
    description:
      "Careful: more than half in dollar cash (60%), the rest in bitcoin and ether. Expect moderate ups and downs.",
  },
  {
    name: "Gold",
    minCents: 5_000_00,
    maxCents: 49_999_00,
    weightUsd: 40,
    weightBtc: 40,
    weightEth: 20,
    feeBp: 75,
    description: "Balanced: 40% dollar cash and 60% in bitcoin and ether. The value can rise and fall noticeably.",
  },
  {
    name: "Diamond",
    minCents: 50_000_00,
    maxCents: 499_999_00,
    weightUsd: 20,
    weightBtc: 50,
    weightEth: 30,
    feeBp: 90,
    description: "Growth: mostly bitcoin and ether (80%), a little cash. The value can fall sharply.",
  },
  {
    name: "Platinum",
    minCents: 500_000_00,
    maxCents: null,
    weightUsd: 5,
    weightBtc: 60,
    weightEth: 35,
    feeBp: 100,
    description:
      "Adventurous: almost all in bitcoin and ether (95%). The value can swing a lot and fall far below what you put in.",
  },
];

/** Seeds reference data once, on an empty database. */
export async function seedDatabase(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(plans);
  if (Number(row?.n) === 0) await db.insert(plans).values(TIERS);
  await (await import("../modules/course/course-seed.ts")).seedCourse(db);
}
