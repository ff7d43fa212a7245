import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import mime from "mime";

/** One built file held in memory, with the precompressed variants the build wrote beside it. */
export type BuiltFile = {
  type: string;
  /** A strong validator: the file's content hash. */
  etag: string;
  /** Hashed names under assets/ never change content: cached for a year. */
  immutable: boolean;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

const TEXT_TYPES = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Reads every file of the web app's build once (6–7 MB with its .br and .gz variants), keyed by
 * its URL path ("/assets/app-1a2b.js"), so serving one costs no file-system work per request.
 */
export function readBuiltFiles(distDir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
        const identity = readFileSync(full);
        const type = mime.getType(entry.name) ?? "application/octet-stream";
        const urlPath = `/${path.relative(distDir, full).split(path.sep).join("/")}`;
        files.set(urlPath, {
          type: TEXT_TYPES.test(type) ? `${type}; charset=utf-8` : type,
          etag: etagOf(identity),
          immutable: urlPath.startsWith("/assets/"),
          identity,
          ...(existsSync(`${full}.br`) ? { br: readFileSync(`${full}.br`) } : {}),
          ...(existsSync(`${full}.gz`) ? { gzip: readFileSync(`${full}.gz`) } : {}),
        });
      }
    }
  };
  walk(distDir);
  return files;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A built file whose content the server changed at start (a page with its settings written in): its
 * validator and compressed variants made again from the new bytes, as the build makes them.
 */
export async function changedBuiltFile(file: BuiltFile, identity: Buffer): Promise<BuiltFile> {
  const [br, gzip] = await Promise.all([
    file.br ? brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : undefined,
    file.gzip ? gzipped(identity, { level: 9 }) : undefined,
  ]);
  return { ...file, etag: etagOf(identity), identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) };
}

function etagOf(identity: Buffer): string {
  return `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
}

/** Whether a request's If-None-Match names this validator (a list, `*`, or a weak form). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
