// `npm test`'s last step: the browser suite and every other suite as two vitest processes side by
// side. In one process vitest would run the browser suite after everything else; side by side
// its waits on Chromium and its servers overlap the rest. Extra arguments go to both, e.g.
// `-- --bail 1`.
// It ends with a summary naming every suite that could not run (test-summary.mjs).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAll } from './side-by-side.mjs';
import { closingSummary, isCi, readSkips } from './test-summary.mjs';

const BROWSER_PROJECT = 'web-e2e';
// As apps/web/e2e/support/chromium.ts reads it.
const CHROMIUM = process.env.ORRERY_TEST_CHROMIUM || '/usr/bin/chromium';
const VITEST = 'node_modules/vitest/vitest.mjs';
const extra = process.argv.slice(2);

const started = performance.now();
const dir = mkdtempSync(join(tmpdir(), 'orrery-test-run-'));
const skipsFile = join(dir, 'skips.jsonl');
const runs = [];
const skips = [];
if (existsSync(CHROMIUM)) {
  runs.push({ label: 'browser', args: [VITEST, 'run', '--project', BROWSER_PROJECT, ...extra] });
} else {
  skips.push({
    suite: BROWSER_PROJECT,
    reason: `no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set ORRERY_TEST_CHROMIUM)`,
  });
}
// Two workers: much of this half waits on PostgreSQL, child processes and sockets.
runs.push({
  label: 'suites',
  args: [VITEST, 'run', '--project', `!${BROWSER_PROJECT}`, '--maxWorkers', '2', ...extra],
});

const outcomes = await runAll(runs, { ...process.env, ORRERY_TEST_SKIPS_FILE: skipsFile });
skips.push(...readSkips(skipsFile));
rmSync(dir, { recursive: true, force: true });
const { lines, code } = closingSummary({ outcomes, skips, ci: isCi() });
for (const line of lines) console.log(line);
console.log(`all tests in ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(code);
