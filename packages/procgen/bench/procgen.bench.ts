/**
 * Generator throughput (run by `npm run bench`), for every generator version (new galaxies use the
 * newest). Goals on the project's 2-core machine: ≥ 20,000 full systems/s on one core, ≥ 100,000
 * summaries/s, and generating N full systems taking no longer than JSON.parse(JSON.stringify(system))
 * on the same N (ratio ≤ 1.0).
 */
import { performance } from 'node:perf_hooks';
import { GENERATOR_VERSIONS, generateSystem, systemSummary } from '@orrery/procgen';
import type { GeneratorVersion, SolarSystemDetail } from '@orrery/procgen';
import { atLeast, atMost, writeBenchResult, type Figures } from '../../../bench/results.js';

const FULL = 30_000;
const SUMMARIES = 300_000;

interface Timing {
  /** wall-clock ms */
  wall: number;
  /** ms this process spent on a CPU: on a shared, loaded machine the honest "one core" measure */
  cpu: number;
}

function time(run: () => void): Timing {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  run();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const rate = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en-US');
let sink = 0;
const figures: Figures = {};

function bench(generatorVersion: GeneratorVersion): void {
  const galaxy = { seed: 'bench', size: 1_000_000, generatorVersion };
  // Warm the JIT on a different range than the one measured.
  for (let i = 500_000; i < 520_000; i++) {
    systemSummary(galaxy, i);
    generateSystem(galaxy, i);
  }
  const systems: SolarSystemDetail[] = new Array<SolarSystemDetail>(FULL);
  const full = time(() => {
    for (let i = 0; i < FULL; i++) systems[i] = generateSystem(galaxy, i);
  });
  const json = time(() => {
    for (const system of systems)
      sink += (JSON.parse(JSON.stringify(system)) as SolarSystemDetail).planets.length;
  });
  const summary = time(() => {
    for (let i = 0; i < SUMMARIES; i++) sink += systemSummary(galaxy, i).planetCount;
  });
  const line = (label: string, n: number, t: Timing, goal: string) =>
    console.log(
      `procgen v${generatorVersion}: ${label} ${rate(n, t.cpu)} per CPU-second, ${rate(n, t.wall)} per wall-second (goal ${goal})`,
    );
  line('full systems/s ', FULL, full, '≥ 20,000');
  line('summaries/s    ', SUMMARIES, summary, '≥ 100,000');
  console.log(
    `procgen v${generatorVersion}: generate / JSON round-trip ratio ${(full.cpu / json.cpu).toFixed(2)} (goal ≤ 1.0; ` +
      `${full.cpu.toFixed(0)} ms vs ${json.cpu.toFixed(0)} ms CPU for ${FULL.toLocaleString('en-US')} systems)`,
  );
  const v = `v${generatorVersion}`;
  figures[`${v} full systems per CPU-second`] = atLeast((FULL / full.cpu) * 1000, '1/s', 20_000);
  figures[`${v} summaries per CPU-second`] = atLeast(
    (SUMMARIES / summary.cpu) * 1000,
    '1/s',
    100_000,
  );
  figures[`${v} generate / JSON round-trip`] = atMost(full.cpu / json.cpu, 'ratio', 1);
}

for (const version of [...GENERATOR_VERSIONS].reverse()) bench(version);
writeBenchResult('procgen', figures, { fullSystems: FULL, summaries: SUMMARIES });
if (sink < 0) console.log(sink); // keeps the work observable
