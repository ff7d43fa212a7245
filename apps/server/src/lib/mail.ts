import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { z } from "zod";
import type { Config } from "../config.ts";

/** One e-mail; also the payload of the send-mail job, checked against this schema when queued. */
export const ZMail = z.object({
  to: z.string().min(1),
  subject: z.string().min(1),
  text: z.string().min(1),
  /** The member the mail is for, when known (else looked up by `to`): their anti-phishing code heads it. */
  userId: z.uuid().optional(),
  /** A security e-mail: it ends with a one-use "This wasn't me" link that freezes the account. */
  isSecurity: z.boolean().optional(),
});
export type Mail = z.infer<typeof ZMail>;
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** SMTP when SMTP_URL is set; otherwise each mail is an .eml file in $DATA_DIR/mail. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async ({ to, subject, text }) => {
        await transport.sendMail({ from: config.mailFrom, to, subject, text });
      },
    };
  }
  const dir = path.join(config.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const { to, subject, text } = mail;
      const info = await transport.sendMail({ from: config.mailFrom, to, subject, text });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
  };
}
