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
// An answer of the server under test, replayed with its headers and body (the bench PUTs it, then
// times GET): what the answer's own bytes cost (security headers, a request id), which a hello-world
// does not carry.
type Answer = { headers: Record<string, string>; body: string };
const answers = new Map<string, Answer>();
app.put<{ Params: { name: string }; Body: Answer }>("/answers/:name", async (request) => {
  answers.set(request.params.name, request.body);
  return {};
});
app.get<{ Params: { name: string } }>("/answers/:name", (request, reply) => {
  const answer = answers.get(request.params.name);
  if (!answer) return reply.code(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
