import path from "node:path";
import type { Config } from "../config.ts";
import type { CreatedAdmin } from "../modules/users/index.ts";

/**
 * The block `npm start` prints once, after the server is up, when it has just created the first
 * admin on an empty database: where to open the site, how to sign in, and where mail goes. Plain
 * lines, not a log record, so it stands out from the build's output.
 */
export function firstRunBanner(admin: CreatedAdmin, config: Pick<Config, "publicUrl" | "smtpUrl" | "dataDir">): string {
  const mail = config.smtpUrl
    ? "Mail:       sent through the SMTP server in SMTP_URL"
    : `Mail:       written as .eml files to ${path.join(config.dataDir, "mail")} (set SMTP_URL to send it)`;
  const lines = [
    "Vaultline is running. A first admin account was created (this password is shown only now):",
    "",
    `Open:       ${config.publicUrl}/login`,
    `Sign in as: ${admin.username}  (e-mail ${admin.email})`,
    `Password:   ${admin.password}`,
    "First:      setting up two-factor sign-in (an authenticator app) comes before anything else.",
    mail,
    "",
    "Change the password after signing in, or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.",
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = "=".repeat(width);
  return `\n${rule}\n${lines.join("\n")}\n${rule}\n\n`;
}
