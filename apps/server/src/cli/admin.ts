import "dotenv/config";
import { parseArgs } from "node:util";
import { ZSignupRequest } from "@vaultline/shared";
import { loadConfig } from "../config.ts";
import { migrate } from "../db/migrate.ts";
import { AppError } from "../lib/app-error.ts";
import { findUserByHandle, setAdminRights } from "../modules/admin/index.ts";
import { createUser } from "../modules/users/index.ts";
import { openCommandDatabase } from "./command-database.ts";

const USAGE = `Usage:
  npm run admin -- create --email <e-mail> --username <name> --password <password> --first <name> --last <name>
  npm run admin -- promote <username or e-mail>
  npm run admin -- demote <username or e-mail>
`;

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      email: { type: "string" },
      username: { type: "string" },
      password: { type: "string" },
      first: { type: "string" },
      last: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`, 2);
}
const { values, positionals } = parsed;
const [command, handle] = positionals;
if (values.help || !command) {
  process.stdout.write(USAGE);
  process.exit(values.help ? 0 : 2);
}
if (!["create", "promote", "demote"].includes(command)) fail(`Unknown command "${command}".\n\n${USAGE}`, 2);

const config = loadConfig();
const database = await openCommandDatabase(config);
let exitCode = 0;
try {
  await migrate(database);
  const { db } = database;
  if (command === "create") {
    const { email, username, password, first, last } = values;
    // A name, so the audit log and the four-eyes panels tell one admin from another.
    if (!email || !username || !password || !first || !last) {
      fail(`create needs --email, --username, --password, --first and --last.\n\n${USAGE}`, 2);
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
    if (!input.success) fail(input.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"), 2);
    const user = await createUser(db, { ...input.data, isAdmin: true, isVerified: true, isEmailConfirmed: true });
    process.stdout.write(`Created admin "${user.username}" <${user.email}> (id ${user.id})\n`);
  } else {
    if (!handle) fail(`${command} needs a username or e-mail.\n\n${USAGE}`, 2);
    const user = await findUserByHandle(db, handle);
    if (!user) fail(`No user with username or e-mail "${handle}"`);
    const result = await setAdminRights(db, { actorId: null, targetId: user.id, isAdmin: command === "promote" });
    const state = result.isAdmin ? "an admin" : "not an admin";
    process.stdout.write(
      result.changed ? `"${result.username}" is now ${state}\n` : `"${result.username}" was already ${state}\n`,
    );
  }
} catch (error) {
  process.stderr.write(`${error instanceof AppError ? error.message : `Failed: ${(error as Error).message}`}\n`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
