import { WEB_CLIENT_HEADER, WEB_CLIENT_NAME } from "@vaultline/shared";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from "fastify";
import { SKETCH_ALIASES, SKETCH_SHARED_CALLS, type SketchAlias } from "./sketch-paths.ts";

const ALIAS = Symbol("sketch alias");

/**
 * Registers each old call of the original client beside the clean route it names, when that route
 * is registered: the alias reuses the route's options (handler, schema, hooks, config), renames its
 * multipart file fields, answers in the old client's shape ({@link sketchAnswer}) and is left out
 * of the API docs. The calls it makes on our own paths answer in its shape too. Added once on the
 * /api scope, before its routes.
 */
export function registerSketchAliases(api: FastifyInstance, aliases: readonly SketchAlias[] = SKETCH_ALIASES): void {
  const byClean = new Map(aliases.map((a) => [`${a.clean.method} ${api.prefix}${a.clean.path}`, a]));
  const shared = new Set(SKETCH_SHARED_CALLS.map((c) => `${c.method} ${api.prefix}${c.path}`));
  const registered = new Set<SketchAlias>();
  api.addHook("onRoute", function (this: FastifyInstance, route: RouteOptions) {
    if ((route.config as { [ALIAS]?: boolean } | undefined)?.[ALIAS]) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (shared.has(`${method} ${route.url}`)) route.onSend = withHook(route.onSend, sketchAnswerUnlessWeb);
      const alias = byClean.get(`${method} ${route.url}`);
      if (!alias) continue;
      const oldUrl = `${api.prefix}${alias.old.path}`;
      if (!oldUrl.startsWith(this.prefix)) {
        throw new Error(`the old path ${alias.old.path} must sit under ${this.prefix} like ${alias.clean.path}`);
      }
      const {
        url: _url,
        path: _path,
        prefix: _prefix,
        routePath: _routePath,
        ...options
      } = route as RouteOptions & {
        path?: string;
        prefix?: string;
        routePath?: string;
      };
      this.route({
        ...options,
        method: alias.old.method,
        url: oldUrl.slice(this.prefix.length),
        exposeHeadRoute: false,
        schema: { ...route.schema, hide: true },
        config: {
          ...(route.config as object),
          [ALIAS]: true,
          fileFieldRename: alias.files,
          ignoredFields: alias.extra,
        } as RouteOptions["config"],
        preValidation: alias.extra ? withHook(options.preValidation, dropFields(alias.extra)) : options.preValidation,
        onSend: withHook(options.onSend, sketchAnswer(alias)),
      });
      registered.add(alias);
    }
  });
  api.addHook("onReady", async () => {
    const missing = aliases.filter((a) => !registered.has(a));
    if (missing.length > 0) {
      throw new Error(
        `no clean route for the old calls: ${missing.map((a) => `${a.old.method} ${a.old.path}`).join(", ")}`,
      );
    }
  });
}

function withHook<H>(hooks: H | H[] | undefined, hook: H): H[] {
  return [...[hooks ?? []].flat(), hook] as H[];
}

/** Drops the old client's known extra fields from a JSON body (a multipart form: files/uploads.ts). */
function dropFields(fields: readonly string[]): preValidationHookHandler {
  return async (request) => {
    if (!isRecord(request.body)) return;
    request.body = Object.fromEntries(Object.entries(request.body).filter(([key]) => !fields.includes(key)));
  };
}

/**
 * In the JSON we write, `"id":"` starts a record's id and nothing else: a string value cannot hold an
 * unescaped quote, and no key of ours ends in one. Ids are uuids or slugs (no quote, no backslash).
 */
const ID = /"id":("[^"\\]*")/g;

/**
 * The old client's shape of one of our answers (docs/product-rules.md §3.2): every record also
 * carries its id as `_id`, which it reads; a 201 says `status: 200` in the body, the only status its
 * success banner shows; `data` is narrowed where it keeps the record as it is. The ids are added to
 * the written JSON: these calls include `GET /api/user`, and parsing every answer again cost a tenth
 * of its throughput.
 */
function sketchAnswer(alias?: SketchAlias): onSendHookHandler {
  // A callback hook, so the answers it leaves as they are (and GET /api/user) cost no promise.
  return (
    _request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ) => {
    let answer: unknown;
    try {
      answer = inSketchShape(alias, reply, payload);
    } catch (error) {
      return done(error as Error);
    }
    done(null, answer);
  };
}

/**
 * On the calls both clients make, our web app (which names itself) gets our shape: rewriting a page of
 * 50 deposits (60 kB) for `_id` was a quarter of its answer's time (docs/performance-log.md).
 */
const sketchAnswerOnShared = sketchAnswer();
const sketchAnswerUnlessWeb: onSendHookHandler = function (request, reply, payload, done) {
  if (request.headers[WEB_CLIENT_HEADER] === WEB_CLIENT_NAME) return done(null, payload);
  return sketchAnswerOnShared.call(this, request, reply, payload, done);
};

function inSketchShape(alias: SketchAlias | undefined, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== "string" || !String(reply.getHeader("content-type") ?? "").includes("json")) return payload;
  const withIds = payload.replace(ID, '"_id":$1,"id":$1');
  if (reply.statusCode !== 201 && !alias?.data) return withIds;
  const body = JSON.parse(withIds) as unknown;
  if (!isRecord(body)) return withIds;
  if (reply.statusCode === 201 && body.status === 201) body.status = 200;
  if (reply.statusCode === 201 && alias?.createdAs200) reply.code(200);
  const narrow = alias?.data;
  if (narrow && isRecord(body.data)) body.data = narrow(body.data);
  if (narrow && Array.isArray(body.data)) body.data = body.data.map((one) => (isRecord(one) ? narrow(one) : one));
  return JSON.stringify(body);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
