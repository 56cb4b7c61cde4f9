/**
 * Map frames per second in headless Chromium (software WebGL via SwiftShader) at 10,000 and
 * 100,000 systems: serves the bench page with Vite, waits for the first drawn frame, warms up,
 * then counts requestAnimationFrame callbacks while the camera orbits.
 *
 * Run: npm run bench:map -w @orrery/web
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const SIZES = [10_000, 100_000];
const WARMUP_MS = 1_500;
const MEASURE_MS = 5_000;

const root = fileURLToPath(new URL('..', import.meta.url));
const server = await createServer({
  root,
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  logLevel: 'error',
  // Scan the bench page up front so Vite does not reload it mid-run after optimising deps.
  optimizeDeps: { entries: ['bench/map-fps.html'] },
  server: { host: '127.0.0.1', port: 0, strictPort: false },
});
await server.listen();
const address = server.httpServer?.address();
if (!address || typeof address === 'string') throw new Error('vite did not start');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
  for (const count of SIZES) {
    await page.goto(`http://127.0.0.1:${address.port}/bench/map-fps.html?count=${count}`);
    await page.waitForFunction(() => window.mapReady === true, null, { timeout: 120_000 });
    const fps = await page.evaluate(
      ([warmup, measure]) =>
        new Promise<number>((resolve) => {
          setTimeout(() => {
            let frames = 0;
            const start = performance.now();
            const tick = (now: number) => {
              frames++;
              if (now - start < measure) requestAnimationFrame(tick);
              else resolve((frames * 1000) / (now - start));
            };
            requestAnimationFrame(tick);
          }, warmup);
        }),
      [WARMUP_MS, MEASURE_MS] as const,
    );
    console.log(`map fps, ${count.toLocaleString('en-US')} systems: ${fps.toFixed(1)} frames/s`);
  }
} finally {
  await browser.close();
  await server.close();
}
