// Writes .br and .gz beside every text asset of the build, so the server sends them as they are
// (no compression work per request) to browsers that ask for them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Resolves with how many files were compressed. The compressions run on libuv's thread pool, side by
 * side, instead of one after another on the main thread: brotli at quality 11 is most of the work.
 */
export async function precompress(distDir) {
  const work = [];
  for (const file of files(distDir)) {
    if (!TEXT.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    work.push(
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((out) => writeFile(`${file}.br`, out)),
      gzipped(body, { level: 9 }).then((out) => writeFile(`${file}.gz`, out)),
    );
  }
  await Promise.all(work);
  return work.length / 2;
}
