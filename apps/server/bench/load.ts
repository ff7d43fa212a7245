// One load run with autocannon: requests per second and latency percentiles from every response.
import autocannon from "autocannon";
import { percentile } from "./database.ts";

export type LoadResult = { rps: number; p50: number; p95: number; p99: number; failures: number };

export function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { url, connections: options.connections, duration: options.seconds, headers: options.headers },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime: number) => {
      times.push(responseTime);
    });
  });
}
