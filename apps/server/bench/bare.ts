// The yardstick: a bare Fastify 5 hello-world, run as its own process like the app under test, and
// the same Fastify sending one file's bytes from memory (BARE_FILE), the yardstick for static files:
// a 100 kB answer is bound by the socket, not by the server, so a hello-world says nothing of it.
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
if (process.env.BARE_FILE) {
  const bytes = readFileSync(process.env.BARE_FILE);
  app.get("/file", (_request, reply) => reply.type("text/javascript").send(bytes));
}
// The same for a page's HTML (BARE_PAGE): the pre-rendered home page is 21 kB as brotli.
if (process.env.BARE_PAGE) {
  const bytes = readFileSync(process.env.BARE_PAGE);
  app.get("/page", (_request, reply) => reply.type("text/html").send(bytes));
}
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
