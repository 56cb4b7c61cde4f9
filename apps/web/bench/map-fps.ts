/**
 * Map frames per second in headless Chromium (software WebGL via SwiftShader) at 10,000 and
 * 100,000 systems: builds the bench page with Vite and serves it, waits for the first drawn frame, warms up,
 * then counts the frames the map draws while the camera orbits. Also times building the pick grid
 * and one pick through it (each mouse move's hover does one).
 *
 * Run: npm run bench:map -w @orrery/web
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { PerspectiveCamera } from 'three';
import { build, preview } from 'vite';
import { launchChromium } from '../e2e/support/chromium.js';
import { buildPickGrid, pickInGrid } from '../src/pages/map/scene/pick-grid.js';
import { syntheticGalaxy } from './synthetic-galaxy.js';
import { atLeast, measured, writeBenchResult, type Figures } from '../../../bench/results.js';

const SIZES = (process.argv[2] ?? '10000,100000').split(',').map(Number);
const WARMUP_MS = 1_500;
const MEASURE_MS = 5_000;
/** Frames per second while orbiting, by galaxy size (sizes without a goal are reported alone). */
const FPS_GOALS: Record<number, number> = { 100_000: 30 };
const figures: Figures = {};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'orrery-map-bench-'));
// A production build, as players get it, served by Vite's static preview server.
await build({
  root,
  configFile,
  logLevel: 'error',
  build: { outDir, emptyOutDir: true, rollupOptions: { input: join(root, 'bench/map-fps.html') } },
});
const server = await preview({
  root,
  configFile,
  logLevel: 'error',
  build: { outDir },
  preview: { host: '127.0.0.1', port: 0 },
});
const address = server.httpServer.address();
if (!address || typeof address === 'string') throw new Error('preview server did not start');

const browser = await launchChromium();

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
  for (const count of SIZES) {
    await page.goto(`http://127.0.0.1:${address.port}/bench/map-fps.html?count=${count}`);
    await waitForMap(page);
    await sleep(WARMUP_MS);
    const before = await frameCount(page);
    await sleep(MEASURE_MS);
    const after = await frameCount(page);
    const fps = ((after.frames - before.frames) * 1000) / (after.at - before.at);
    const canvas = await page.evaluate(() => {
      const c = document.querySelector('canvas')!;
      return `${c.width}x${c.height}`;
    });
    const pick = pickMs(count);
    const systems = count.toLocaleString('en-US');
    const goal = FPS_GOALS[count];
    figures[`frames/s while orbiting, ${systems} systems`] =
      goal === undefined ? measured(fps, 'frames/s') : atLeast(fps, 'frames/s', goal);
    figures[`pick grid build, ${systems} systems`] = measured(pick.buildMs, 'ms');
    figures[`one pick, ${systems} systems (median)`] = measured(pick.pickMs, 'ms');
    console.log(
      `map pick, ${count.toLocaleString('en-US')} systems: grid built in ${pick.buildMs.toFixed(0)} ms, ` +
        `${pick.pickMs.toFixed(2)} ms per pick (median)`,
    );
    console.log(
      `map fps, ${count.toLocaleString('en-US')} systems: ${fps.toFixed(1)} frames/s (canvas ${canvas} while orbiting)`,
    );
  }
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
writeBenchResult('web-map-fps', figures, { sizes: SIZES.join(','), measureMs: MEASURE_MS });

/** Polls for the page's first drawn frame (Playwright's rAF-based waitForFunction starves here). */
async function waitForMap(page: Page): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (await page.evaluate(() => window.mapReady === true)) return;
    await sleep(250);
  }
  throw new Error('the map never drew a frame');
}

async function frameCount(page: Page): Promise<{ frames: number; at: number }> {
  return page.evaluate(() => ({ frames: window.mapFrames ?? 0, at: performance.now() }));
}

/** Time to build the pick grid, and the median time of a pick through the centre of the view. */
function pickMs(count: number): { buildMs: number; pickMs: number } {
  const { positions } = syntheticGalaxy(count);
  const camera = new PerspectiveCamera(50, 1280 / 600, 0.001, 100);
  camera.position.set(1.5, 1.5, 1.5);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  const viewProjection = camera.projectionMatrix.clone().multiply(camera.matrixWorldInverse);
  const built = performance.now();
  const grid = buildPickGrid(positions, count);
  const buildMs = performance.now() - built;
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const start = performance.now();
    pickInGrid(grid, {
      positions,
      viewProjection: viewProjection.elements,
      pointer: { x: 0.01 * i, y: 0 },
      viewport: { width: 1280, height: 600 },
      radiusPx: 9,
    });
    times.push(performance.now() - start);
  }
  return { buildMs, pickMs: times.sort((a, b) => a - b)[10]! };
}
