/**
 * Generator throughput (run by `npm run bench`). Goals on the project's 2-core machine:
 * ≥ 20,000 full systems/s on one core, ≥ 100,000 summaries/s, and generating N full systems
 * taking no longer than JSON.parse(JSON.stringify(system)) on the same N (ratio ≤ 1.0).
 */
import { performance } from 'node:perf_hooks';
import { generateSystem, systemSummary } from '@orrery/procgen';
import type { SolarSystemDetail } from '@orrery/procgen';

const galaxy = { seed: 'bench', size: 1_000_000 };
const FULL = 30_000;
const SUMMARIES = 300_000;

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

// Warm the JIT on a different range than the one measured.
for (let i = 500_000; i < 520_000; i++) {
  systemSummary(galaxy, i);
  generateSystem(galaxy, i);
}

const systems: SolarSystemDetail[] = new Array<SolarSystemDetail>(FULL);
const fullMs = time(() => {
  for (let i = 0; i < FULL; i++) systems[i] = generateSystem(galaxy, i);
});
let sink = 0;
const jsonMs = time(() => {
  for (const system of systems)
    sink += (JSON.parse(JSON.stringify(system)) as SolarSystemDetail).planets.length;
});
const summaryMs = time(() => {
  for (let i = 0; i < SUMMARIES; i++) sink += systemSummary(galaxy, i).planetCount;
});

const rate = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en-US');
console.log(`procgen: full systems/s        ${rate(FULL, fullMs)}   (goal ≥ 20,000)`);
console.log(`procgen: summaries/s           ${rate(SUMMARIES, summaryMs)}   (goal ≥ 100,000)`);
console.log(
  `procgen: generate / JSON round-trip ratio ${(fullMs / jsonMs).toFixed(2)}   (goal ≤ 1.0; ` +
    `${fullMs.toFixed(0)} ms vs ${jsonMs.toFixed(0)} ms for ${FULL.toLocaleString('en-US')} systems)`,
);
if (sink < 0) console.log(sink); // keeps the work observable
