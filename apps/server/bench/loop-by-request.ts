import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** What the preloaded probe (loop-delay-probe.mjs) last wrote: the event loop's delay, ms. */
export interface LoopDelay {
  maxMs: number;
  p99Ms: number;
}

/** One kind of request to measure alone: GET paths taken in turn, or a run of its own. */
export interface RequestKind {
  name: string;
  paths?: string[];
  /** Requests the kind sends by itself (e.g. collects, one per player), instead of `paths`. */
  run?: () => Promise<void>;
}

const SECONDS = 4;
const CONNECTIONS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The event loop's worst and 99th-percentile delay while each kind of request is served on its
 * own (the probe's histogram reset before each), so a stall is pinned on the request that made it.
 */
export async function loopDelayByRequest(
  child: ChildProcess,
  port: number,
  loopFile: string,
  kinds: RequestKind[],
  headers: Record<string, string>,
): Promise<{ name: string; requests: number; non2xx: number; loop: LoopDelay }[]> {
  const rows = [];
  for (const kind of kinds) {
    child.kill('SIGUSR2');
    await sleep(600);
    let requests = 0;
    let non2xx = 0;
    if (kind.run) {
      await kind.run();
    } else {
      let cursor = 0;
      const paths = kind.paths!;
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'GET',
            headers,
            setupRequest: (req) => ({ ...req, path: paths[cursor++ % paths.length]! }),
          },
        ],
      });
      requests = result.requests.total;
      non2xx = result.non2xx;
    }
    // The probe writes twice a second: wait for a write that covers the whole run.
    await sleep(600);
    const loop = JSON.parse(readFileSync(loopFile, 'utf8')) as LoopDelay;
    rows.push({ name: kind.name, requests, non2xx, loop });
    console.log(
      `  ${kind.name.padEnd(28)} worst ${loop.maxMs.toFixed(1).padStart(6)} ms, p99 ` +
        `${loop.p99Ms.toFixed(1).padStart(6)} ms` +
        (kind.run ? '' : ` (${requests} requests, ${non2xx} non-2xx)`),
    );
  }
  return rows;
}
