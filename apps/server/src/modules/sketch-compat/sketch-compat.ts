import type { FastifyInstance, RouteOptions } from "fastify";
import { SKETCH_ALIASES, type SketchAlias } from "./sketch-paths.ts";

const ALIAS = Symbol("sketch alias");

/**
 * Registers each old call of the original client beside the clean route it names, when that route
 * is registered: the alias reuses the route's options (handler, schema, hooks, config), so both
 * answer alike, and is left out of the API docs. Added once on the /api scope, before its routes.
 */
export function registerSketchAliases(api: FastifyInstance, aliases: readonly SketchAlias[] = SKETCH_ALIASES): void {
  const byClean = new Map(aliases.map((a) => [`${a.clean.method} ${api.prefix}${a.clean.path}`, a]));
  const registered = new Set<SketchAlias>();
  api.addHook("onRoute", function (this: FastifyInstance, route: RouteOptions) {
    if ((route.config as { [ALIAS]?: boolean } | undefined)?.[ALIAS]) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
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
        config: { ...(route.config as object), [ALIAS]: true } as RouteOptions["config"],
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
