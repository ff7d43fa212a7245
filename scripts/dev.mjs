// Development: the API with reload on :3000 and Vite's dev server on :5173 (proxies /api).
import { spawn } from "node:child_process";

const children = [
  // From the repository root, like `npm start`: ./data and .env are the root's.
  spawn("npx", ["tsx", "watch", "apps/server/src/server.ts"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
