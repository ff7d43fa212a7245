import { COURSE_MESSAGES } from "@vaultline/shared";
import { and, eq, like, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { courseLessons, courseModules } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

// What authoring modules and lessons share: the course-wide lock, slugs and complete reorders.

/**
 * Serialises every authoring change: positions are "max + 1" on insert and a reorder rewrites a
 * whole list, so two admins editing at once must not interleave (the member side never takes it).
 */
export async function lockCourse(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('course-authoring'))`);
}

/** "Reading the order book — part 2!" → "reading-the-order-book-part-2" (ASCII, at most 70 characters). */
function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 70)
    .replace(/^-+|-+$/g, "");
  return slug.length >= 2 ? slug : "untitled";
}

/** The title's slug, or the first free "<slug>-2", "-3", … when another row already has it. */
export async function freeSlug(
  tx: Db,
  table: typeof courseLessons | typeof courseModules,
  title: string,
  exceptId?: string,
): Promise<string> {
  const base = slugify(title);
  const rows = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(and(or(eq(table.slug, base), like(table.slug, `${base}-%`)), exceptId ? ne(table.id, exceptId) : undefined));
  const taken = new Set(rows.map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export async function isSlugTaken(
  tx: Db,
  table: typeof courseLessons | typeof courseModules,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), exceptId ? ne(table.id, exceptId) : undefined));
  return row !== undefined;
}

/**
 * Puts rows in the admin's order: `ids` must be exactly the current set (no more, no less, no
 * repeats), and `place` gives each its position, 1..n.
 */
export async function applyOrder(
  ids: string[],
  current: string[],
  place: (id: string, position: number) => Promise<unknown>,
): Promise<void> {
  const given = new Set(ids);
  const isComplete = given.size === ids.length && ids.length === current.length && current.every((id) => given.has(id));
  if (!isComplete) {
    throw new AppError("BAD_REQUEST", COURSE_MESSAGES.reorderMismatch, [
      { field: "ids", message: COURSE_MESSAGES.reorderMismatch },
    ]);
  }
  for (const [index, id] of ids.entries()) await place(id, index + 1);
}
