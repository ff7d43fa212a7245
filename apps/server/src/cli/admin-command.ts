// `npm run admin`'s command, apart from its entry (admin.ts) so that it can run in-process.
// Every argument is read and checked, the sign-up rules included, before the database and the
// modules that write it are loaded: bad input is refused in a fraction of a second and never
// opens (or, on a first run, creates) the database.
import { parseArgs } from "node:util";
import { type TSignupRequest, ZSignupRequest } from "@vaultline/shared";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";

const USAGE = `Usage:
  npm run admin -- create --email <e-mail> --username <name> --password <password> --first <name> --last <name>
  npm run admin -- promote <username or e-mail>
  npm run admin -- demote <username or e-mail>
`;

export type AdminIo = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
};

type Command = { kind: "create"; input: TSignupRequest } | { kind: "promote" | "demote"; handle: string };

const OPTIONS = {
  email: { type: "string" },
  username: { type: "string" },
  password: { type: "string" },
  first: { type: "string" },
  last: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const readArgs = (argv: string[]) => parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });

/** The command the arguments ask for, or the exit code and message of a refusal. */
function parseCommand(argv: string[]): Command | { code: number; stdout?: string; stderr?: string } {
  let parsed: ReturnType<typeof readArgs>;
  try {
    parsed = readArgs(argv);
  } catch (error) {
    return { code: 2, stderr: `${(error as Error).message}\n\n${USAGE}` };
  }
  const { values, positionals } = parsed;
  const [command, handle] = positionals;
  if (values.help) return { code: 0, stdout: USAGE };
  if (!command) return { code: 2, stdout: USAGE };
  if (command === "create") {
    const { email, username, password, first, last } = values;
    // A name, so the audit log and the four-eyes panels tell one admin from another.
    if (!email || !username || !password || !first || !last) {
      return { code: 2, stderr: `create needs --email, --username, --password, --first and --last.\n\n${USAGE}` };
    }
    // The sign-up rules apply to operators too.
    const input = ZSignupRequest.safeParse({
      email,
      username,
      password,
      confirmPassword: password,
      firstname: first,
      lastname: last,
    });
    if (!input.success) {
      return { code: 2, stderr: input.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n") };
    }
    return { kind: "create", input: input.data };
  }
  if (command !== "promote" && command !== "demote") {
    return { code: 2, stderr: `Unknown command "${command}".\n\n${USAGE}` };
  }
  if (!handle) return { code: 2, stderr: `${command} needs a username or e-mail.\n\n${USAGE}` };
  return { kind: command, handle };
}

/** Runs `npm run admin -- …` with `argv` (the arguments after the script); resolves to its exit code. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  const command = parseCommand(argv);
  if (!("kind" in command)) {
    if (command.stdout) io.stdout(command.stdout);
    if (command.stderr) io.stderr(command.stderr.endsWith("\n") ? command.stderr : `${command.stderr}\n`);
    return command.code;
  }
  const config = loadConfig(io.env);
  const [{ openConfiguredDatabase }, { EmbeddedDatabaseInUseError }] = await Promise.all([
    import("./command-database.ts"),
    import("../db/embedded-lock.ts"),
  ]);
  let database: Database;
  try {
    // Not openCommandDatabase: this runs in-process in tests, so a refusal returns its code, never exits.
    database = await openConfiguredDatabase(config);
  } catch (error) {
    // The running server holds the embedded database: one line for the operator, not a stack trace.
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    io.stderr(`${error.message}\n`);
    return 1;
  }
  try {
    // The modules that write the users are loaded once the database is ours.
    const [{ migrate }, admin, users] = await Promise.all([
      import("../db/migrate.ts"),
      import("../modules/admin/index.ts"),
      import("../modules/users/index.ts"),
    ]);
    await migrate(database);
    const { db } = database;
    if (command.kind === "create") {
      const user = await users.createUser(db, {
        ...command.input,
        isAdmin: true,
        isVerified: true,
        isEmailConfirmed: true,
      });
      io.stdout(`Created admin "${user.username}" <${user.email}> (id ${user.id})\n`);
      return 0;
    }
    const user = await admin.findUserByHandle(db, command.handle);
    if (!user) {
      io.stderr(`No user with username or e-mail "${command.handle}"\n`);
      return 1;
    }
    const result = await admin.setAdminRights(db, {
      actorId: null,
      targetId: user.id,
      isAdmin: command.kind === "promote",
    });
    const state = result.isAdmin ? "an admin" : "not an admin";
    io.stdout(
      result.changed ? `"${result.username}" is now ${state}\n` : `"${result.username}" was already ${state}\n`,
    );
    return 0;
  } catch (error) {
    io.stderr(`${error instanceof AppError ? error.message : `Failed: ${(error as Error).message}`}\n`);
    return 1;
  } finally {
    await database.close();
  }
}
