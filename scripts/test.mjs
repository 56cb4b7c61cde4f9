// `npm test`'s last step: the browser suite and every other suite as two vitest processes side by
// side. In one process vitest runs a project without file parallelism (the browser suite, one
// Chromium at a time) after everything else, on one worker when the machine has two cores; side by
// side the browser's waits overlap the rest. Extra arguments go to both, e.g. `-- --bail 1`.
import { runSideBySide } from './side-by-side.mjs';

const BROWSER_PROJECT = 'web-e2e';
const VITEST = 'node_modules/vitest/vitest.mjs';
const extra = process.argv.slice(2);

await runSideBySide('all tests', [
  { label: 'browser', args: [VITEST, 'run', '--project', BROWSER_PROJECT, ...extra] },
  // Two workers: much of this half waits on PostgreSQL, child processes and sockets.
  {
    label: 'suites',
    args: [VITEST, 'run', '--project', `!${BROWSER_PROJECT}`, '--maxWorkers', '2', ...extra],
  },
]);
