// Runs commands side by side, each line of their output prefixed with the command's label; used by
// `npm run lint` (lint.mjs) and `npm test`'s last step (test.mjs).
import { spawn } from 'node:child_process';

/** Runs one command (`args` after the Node binary); resolves to its exit code. */
function run({ label, args }, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
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
    // 'close', not 'exit': its last lines may still be on their way when it exits.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs every `{ label, args }` at once (with `env`); resolves to each one's `{ label, code }`. */
export async function runAll(runs, env = process.env) {
  const codes = await Promise.all(runs.map((r) => run(r, env)));
  return runs.map(({ label }, i) => ({ label, code: codes[i] }));
}

/**
 * Runs every `{ label, args }` at once, then prints each one's outcome and exits with 1 if any
 * failed (0 otherwise). `what` names the whole in the closing line, with its seconds.
 */
export async function runSideBySide(what, runs) {
  const started = performance.now();
  const outcomes = await runAll(runs);
  const seconds = Math.round((performance.now() - started) / 1000);
  for (const { label, code } of outcomes) {
    console.log(`${label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
  }
  console.log(`${what} in ${seconds} s`);
  process.exit(outcomes.some(({ code }) => code !== 0) ? 1 : 0);
}
