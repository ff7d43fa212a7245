import { readOutbox, type TestApp } from "../helpers.ts";

/** The mails sent to `to` so far (due jobs run first), oldest first, soft line breaks joined. */
export async function mailsTo(app: TestApp, to: string): Promise<string[]> {
  return (await readOutbox(app))
    .map((m) => m.replace(/=\r?\n/g, ""))
    .filter((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

/** The token of the newest e-mail link (/confirm-email/…) sent to `to`. */
export async function emailLinkToken(app: TestApp, to: string): Promise<string> {
  const mails = await mailsTo(app, to);
  for (const mail of mails.reverse()) {
    const match = mail.match(/\/confirm-email\/([A-Za-z0-9_-]+)/);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no e-mail link sent to ${to}`);
}
