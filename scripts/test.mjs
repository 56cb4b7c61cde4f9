// `npm test`'s last step: the browser suite and every other suite as two vitest processes side by
// side. In one process vitest runs a project without file parallelism (the browser suite, one
// Chromium at a time) after everything else, on one worker when the machine has two cores; side by
// side the browser's waits overlap the rest. Extra arguments go to both, e.g. `-- --bail 1`.
import { spawn } from 'node:child_process';

const BROWSER_PROJECT = 'web-e2e';
const extra = process.argv.slice(2);

const runs = [
  { label: 'browser', args: ['--project', BROWSER_PROJECT] },
  // Two workers: much of this half waits on PostgreSQL, child processes and sockets.
  { label: 'suites', args: ['--project', `!${BROWSER_PROJECT}`, '--maxWorkers', '2'] },
];

/** Runs one vitest process, its lines prefixed with its label; resolves to its exit code. */
function run({ label, args }) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', ...args, ...extra],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => pending && out.write(`[${label}] ${pending}\n`));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = performance.now();
const codes = await Promise.all(runs.map(run));
const seconds = Math.round((performance.now() - started) / 1000);
runs.forEach((r, i) =>
  console.log(`${r.label}: ${codes[i] === 0 ? 'passed' : `FAILED (exit ${codes[i]})`}`),
);
console.log(`all tests in ${seconds} s`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
