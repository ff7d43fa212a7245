import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** SMTP when SMTP_URL is set; otherwise each mail is an .eml file in $DATA_DIR/mail. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const dir = path.join(config.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
  };
}
