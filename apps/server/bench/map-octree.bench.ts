/**
 * `npm run bench` (apps/server): the octree map of a galaxy too large to load whole. In one
 * process: a SQLite galaxy of SIZE synthetic systems (seeded once under the temp directory), the
 * server over it listening on loopback, its map data and octree made as a start makes them, then
 * a client's first frame as the web map gets it: the manifest, then the root cell's first page
 * fetched and decoded, cold (first request for it) — the goal, <= 2 s. Also reported: a point
 * budget's worth of cells (cells at depth 3, six requests at a time), the bytes of a page, and the
 * octree's build time and memory.
 *
 * BENCH_OCTREE_SIZE sets the galaxy's size (default 10,000,000).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  configureMapOctree,
  currentMapData,
  generateSessionSecret,
  octreeOf,
  sessionKey,
} from '@orrery/api';
import { decodeCellPage, childrenOf, type CellAddress } from '@orrery/api/octree-format';
import { closeDatabase, migrateToLatest, openDatabase } from '@orrery/db';
import { seedSyntheticGalaxy } from '@orrery/db/galaxy';
import { atMost, measured, writeBenchResult, type Figures } from '../../../bench/results.js';
import { buildApp } from '../src/http/app.js';

const SIZE = Number(process.env.BENCH_OCTREE_SIZE ?? 10_000_000);
const GOAL_FIRST_FRAME_S = 2;
const PARALLEL = 6;
const VIEW_DEPTH = 3;
/** The web map's point budget (octree-stream.ts). */
const BUDGET = 1_500_000;

const workDir = join(tmpdir(), 'orrery-bench-octree');
mkdirSync(join(workDir, 'no-web'), { recursive: true });
const path = join(workDir, `galaxy-${SIZE}.db`);
const figures: Figures = {};
const seconds = (since: number) => (performance.now() - since) / 1000;

if (!existsSync(path)) {
  console.log(`seeding ${SIZE.toLocaleString('en')} synthetic systems (once, kept in ${workDir})`);
  const started = performance.now();
  const db = openDatabase(`${path}.part`);
  await migrateToLatest(db);
  await seedSyntheticGalaxy(db, SIZE, new Date('2030-01-01T00:00:00Z'));
  await closeDatabase(db);
  const { renameSync } = await import('node:fs');
  renameSync(`${path}.part`, path);
  for (const suffix of ['-wal', '-shm']) rmSync(`${path}.part${suffix}`, { force: true });
  console.log(`  seeded in ${seconds(started).toFixed(1)} s`);
}

// The manifest names the octree at this size whatever the default line is.
configureMapOctree({ from: 1 });
const db = openDatabase(path);
const app = await buildApp({
  db,
  config: { session: sessionKey(generateSessionSecret()) },
  webDist: join(workDir, 'no-web'),
  authRateLimit: 1000,
  logLevel: 'silent',
});
const base = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api/v1`;

let started = performance.now();
const data = await currentMapData(db);
const mapDataS = seconds(started);
console.log(`map data: ${SIZE.toLocaleString('en')} systems in ${mapDataS.toFixed(1)} s`);
const heapBefore = process.memoryUsage().arrayBuffers;
started = performance.now();
await octreeOf(data);
const octreeS = seconds(started);
const octreeMb = (process.memoryUsage().arrayBuffers - heapBefore) / 2 ** 20;
console.log(`octree: built in ${octreeS.toFixed(2)} s, ${octreeMb.toFixed(0)} MB held`);

async function page(octreePath: string, cell: CellAddress) {
  const { depth, x, y, z } = cell;
  const response = await fetch(`${base}${octreePath}${depth}/${x}/${y}/${z}/0`);
  if (!response.ok) throw new Error(`cell ${depth}/${x}/${y}/${z}: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { page: decodeCellPage(bytes), bytes: bytes.length };
}

// The first frame: the manifest, then the root's first page, decoded.
started = performance.now();
const manifest = (await (await fetch(`${base}/solar/solarsystems/map/static`)).json()) as {
  mode: string;
  octree: { path: string };
};
if (manifest.mode !== 'octree') throw new Error(`the manifest names ${manifest.mode}`);
const root = await page(manifest.octree.path, { depth: 0, x: 0, y: 0, z: 0 });
const firstFrameS = seconds(started);
console.log(
  `first frame: ${(firstFrameS * 1000).toFixed(0)} ms (${root.page.indices.length} systems, ` +
    `${(root.bytes / 1024).toFixed(0)} KiB)`,
);

// A budget's worth of cells: those at VIEW_DEPTH holding systems (found by the counts), fetched
// six at a time until the web map's point budget is reached, as a view of the whole galaxy would.
started = performance.now();
let level: { cell: CellAddress; children: number[] }[] = [
  { cell: { depth: 0, x: 0, y: 0, z: 0 }, children: root.page.children },
];
let points = 0;
let bytes = 0;
for (let depth = 1; depth <= VIEW_DEPTH && points < BUDGET; depth++) {
  const cells = level.flatMap(({ cell, children }) =>
    childrenOf(cell).filter((_, c) => children[c]! > 0),
  );
  const next: typeof level = [];
  for (let i = 0; i < cells.length && points < BUDGET; i += PARALLEL) {
    const pages = await Promise.all(
      cells.slice(i, i + PARALLEL).map((cell) => page(manifest.octree.path, cell)),
    );
    for (const [j, got] of pages.entries()) {
      next.push({ cell: cells[i + j]!, children: got.page.children });
      if (depth === VIEW_DEPTH) {
        points += got.page.indices.length;
        bytes += got.bytes;
      }
    }
  }
  level = next;
}
const viewS = seconds(started);
console.log(
  `a budget's view at depth ${VIEW_DEPTH}: ${level.length} cells, ` +
    `${points.toLocaleString('en')} systems, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${viewS.toFixed(2)} s`,
);

figures['first frame: manifest + root page fetched and decoded'] = atMost(
  firstFrameS,
  's',
  GOAL_FIRST_FRAME_S,
);
figures['root page'] = measured(root.bytes / 1024, 'KiB');
figures['budget view: cells'] = measured(level.length, 'cells');
figures['budget view: systems'] = measured(points, 'systems');
figures['budget view: fetched and decoded'] = measured(viewS, 's');
figures['map data ready'] = measured(mapDataS, 's');
figures['octree build'] = measured(octreeS, 's');
figures['octree build: array memory grown'] = measured(octreeMb, 'MB');

await app.close();
await closeDatabase(db);
const file = writeBenchResult('server-map-octree', figures, { systems: SIZE, parallel: PARALLEL });
console.log(`wrote ${file}`);
