import { randomBytes } from "node:crypto";
import { eq, or, sql } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { hashPassword } from "../../lib/secrets.ts";

export type { UserRow };

// Read on every signed-in request: the query is built once per database handle, not per request.
const byIdQueries = new WeakMap<Db, ReturnType<typeof prepareById>>();
const prepareById = (db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("find_user_by_id");

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  let query = byIdQueries.get(db);
  if (!query) {
    query = prepareById(db);
    byIdQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row;
}

/** Login accepts the username or the e-mail, case-insensitively. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export type NewUser = {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  password: string;
  isAdmin?: boolean;
  isVerified?: boolean;
  /** Sign-ups start unconfirmed; accounts an operator creates (ADMIN_*, the CLI) are trusted. */
  isEmailConfirmed?: boolean;
  /** The terms of use accepted at sign-up, and when; absent: asked at the next sign-in. */
  termsAccepted?: { version: string; at: Date };
};

/**
 * Creates an account; a taken username or e-mail (any case) is a 409. `onCreated` runs in the
 * insert's transaction (e.g. to enqueue the confirmation link); the slow password hash comes before it.
 */
export async function createUser(
  db: Db,
  input: NewUser,
  onCreated?: (tx: Db, row: UserRow) => Promise<void>,
): Promise<UserRow> {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${input.username.toLowerCase()}`,
        sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
      ),
    );
  if (taken.some((t) => t.email.toLowerCase() === input.email.toLowerCase())) {
    throw new AppError("CONFLICT", "An account with this e-mail already exists", [
      { field: "email", message: "An account with this e-mail already exists" },
    ]);
  }
  if (taken.length) {
    throw new AppError("CONFLICT", "This username is taken", [
      { field: "username", message: "This username is taken" },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const row = returnedRow(
        await tx
          .insert(users)
          .values({
            firstName: input.firstname,
            lastName: input.lastname,
            email: input.email,
            username: input.username,
            passwordHash,
            isAdmin: input.isAdmin ?? false,
            isVerified: input.isVerified ?? false,
            emailConfirmedAt: input.isEmailConfirmed ? new Date() : null,
            termsAcceptedVersion: input.termsAccepted?.version ?? null,
            termsAcceptedAt: input.termsAccepted?.at ?? null,
          })
          .returning(),
        "user insert",
      );
      await onCreated?.(tx, row);
      return row;
    });
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505") {
      throw new AppError("CONFLICT", "This username or e-mail is taken");
    }
    throw error;
  }
}

export type CreatedAdmin = { email: string; username: string; password: string };

/**
 * ADMIN_* from config: make sure that admin exists. Without it, an empty database gets an
 * `admin` with a random password, returned (the only time it is known) for the start-up banner.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; username: string; password: string } | undefined,
): Promise<CreatedAdmin | null> {
  if (admin) {
    const existing = await findUserByEmail(db, admin.email);
    if (existing) {
      if (!existing.isAdmin || !existing.emailConfirmedAt) {
        await db
          .update(users)
          .set({ isAdmin: true, emailConfirmedAt: existing.emailConfirmedAt ?? new Date() })
          .where(eq(users.id, existing.id));
      }
      return null;
    }
    await createUser(db, {
      firstname: "Site",
      lastname: "Admin",
      isAdmin: true,
      isVerified: true,
      isEmailConfirmed: true,
      ...admin,
    });
    return null;
  }
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (anyAdmin) return null;
  const created = {
    email: "admin@vaultline.local",
    username: "admin",
    password: randomBytes(12).toString("base64url"),
  };
  await createUser(db, {
    firstname: "Site",
    lastname: "Admin",
    ...created,
    isAdmin: true,
    isVerified: true,
    isEmailConfirmed: true,
  });
  return created;
}
