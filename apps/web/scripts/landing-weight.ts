/**
 * Bench: the JavaScript a first visit to / downloads, gzipped. The entry script and every
 * modulepreload in dist/index.html load before the landing page renders (the landing page itself
 * is in the entry chunk; signed-in pages and the map are lazy). Budget: 150 KB gzip.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { atMost, writeBenchResult } from '../../../bench/results.js';

const BUDGET_BYTES = 150 * 1024;
const dist = resolve(import.meta.dirname, '../dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const scripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1] as string);
if (scripts.length === 0) throw new Error('no module scripts found in dist/index.html');

let total = 0;
for (const src of new Set(scripts)) {
  const bytes = gzipSync(readFileSync(join(dist, src)), { level: 9 }).length;
  total += bytes;
  console.log(`  ${src.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `landing page JS (first visit to /): ${(total / 1024).toFixed(1)} KB gzip — ${verdict} the ${BUDGET_BYTES / 1024} KB budget`,
);
writeBenchResult('web-landing-weight', {
  'landing page JS, gzip': atMost(total / 1024, 'KiB', BUDGET_BYTES / 1024),
});
if (total > BUDGET_BYTES) process.exitCode = 1;
