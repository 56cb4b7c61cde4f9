/**
 * `npm run bench` (apps/server): share images, cold (drawn and encoded on the renderer's worker
 * thread) and cached (from the server's PNG cache), over HTTP to the app listening on a port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSessionSecret, sessionKey } from '@orrery/api';
import { seedGalaxy } from '@orrery/api/game/operations';
import { closeDatabase, migrateToLatest, openDatabase } from '@orrery/db';
import { buildApp } from '../src/http/app.js';
import { measured, writeBenchResult } from '../../../bench/results.js';

const SIZE = 10_000;
const COLD = 60;
const CACHED = 500;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

const dir = mkdtempSync(join(tmpdir(), 'orrery-share-bench-'));
const db = openDatabase(join(dir, 'share.db'));
try {
  await migrateToLatest(db);
  await seedGalaxy(db, { seed: 'share-bench', size: SIZE }, new Date('2026-01-01T00:00:00Z'));
  const app = await buildApp({
    db,
    config: { session: sessionKey(generateSessionSecret()) },
    webDist: join(dir, 'no-web'),
    authRateLimit: 1000,
    logLevel: 'silent',
    // One client draws every image here: its per-client limit is not what is measured.
    shareRendering: { perClientPerMinute: 1_000_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const hashes = (
    await db
      .selectFrom('systems')
      .select('hash')
      .limit(COLD + 1)
      .execute()
  ).map((r) => r.hash);
  const get = async (url: string) => {
    const start = performance.now();
    const reply = await fetch(base + url);
    const body = await reply.arrayBuffer();
    if (reply.status !== 200) throw new Error(`${url}: ${reply.status}`);
    return {
      ms: performance.now() - start,
      cache: reply.headers.get('x-share-cache'),
      bytes: body.byteLength,
    };
  };
  await get(`/share/solar/${hashes[COLD]}/card.png`); // starts the renderer's worker
  const cold: number[] = [];
  let bytes = 0;
  for (const hash of hashes.slice(0, COLD)) {
    const answer = await get(`/share/solar/${hash}/card.png`);
    if (answer.cache !== 'miss') throw new Error('expected a cold render');
    cold.push(answer.ms);
    bytes += answer.bytes;
  }
  const cached: number[] = [];
  for (let i = 0; i < CACHED; i++) {
    const answer = await get(`/share/solar/${hashes[i % COLD]}/card.png`);
    if (answer.cache !== 'hit') throw new Error('expected a cached image');
    cached.push(answer.ms);
  }
  const pages: number[] = [];
  for (let i = 0; i < 200; i++) pages.push((await get(`/share/solar/${hashes[i % COLD]}`)).ms);
  console.log(
    `cpus ${cpus().length}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`share images at ${SIZE.toLocaleString('en')} systems (1200 × 630 PNG, over HTTP):`);
  console.log(
    `  cold   p50 ${ms(percentile(cold, 50))}  p95 ${ms(percentile(cold, 95))}  (${COLD} systems, mean ${Math.round(bytes / COLD / 1024)} KiB)`,
  );
  console.log(
    `  cached p50 ${ms(percentile(cached, 50))}  p95 ${ms(percentile(cached, 95))}  (${CACHED} requests)`,
  );
  console.log(
    `  share page (HTML) p50 ${ms(percentile(pages, 50))}  p95 ${ms(percentile(pages, 95))}`,
  );
  await app.close();
  writeBenchResult(
    'server-share',
    {
      'share image, cold, p50': measured(percentile(cold, 50), 'ms'),
      'share image, cold, p95': measured(percentile(cold, 95), 'ms'),
      'share image, cached, p95': measured(percentile(cached, 95), 'ms'),
      'share page (HTML), p95': measured(percentile(pages, 95), 'ms'),
      'share image, mean size': measured(bytes / COLD / 1024, 'KiB'),
    },
    { systems: SIZE, coldImages: COLD, cachedRequests: CACHED },
  );
} finally {
  await closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
}
