import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import type { StorageConfig } from "../src/config.ts";

export type TestS3 = {
  storage: Extract<StorageConfig, { driver: "s3" }>;
  endpoint: string;
  close: () => Promise<void>;
};

/** A local S3 (s3rver) on a free port over a temporary folder, with one empty bucket. */
export async function startS3rver(bucket = "vaultline-test"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "vaultline-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    // s3rver's built-in account.
    storage: {
      driver: "s3",
      bucket,
      region: "us-east-1",
      endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
