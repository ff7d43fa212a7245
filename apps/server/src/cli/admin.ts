// `npm run admin`: creates an admin, or gives or takes an account's admin rights (admin-command.ts).
import "dotenv/config";
import { runAdmin } from "./admin-command.ts";

process.exit(
  await runAdmin(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
  }),
);
