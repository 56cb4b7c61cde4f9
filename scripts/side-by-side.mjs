// Runs commands side by side, each line of their output prefixed with the command's label; used by
// `npm run lint` (lint.mjs) and `npm test`'s last step (test.mjs).
import { spawn } from 'node:child_process';

/** Runs one command (`args` after the Node binary); resolves to its exit code. */
function run({ label, args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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

/**
 * Runs every `{ label, args }` at once, then prints each one's outcome and exits with 1 if any
 * failed (0 otherwise). `what` names the whole in the closing line, with its seconds.
 */
export async function runSideBySide(what, runs) {
  const started = performance.now();
  const codes = await Promise.all(runs.map(run));
  const seconds = Math.round((performance.now() - started) / 1000);
  runs.forEach((r, i) =>
    console.log(`${r.label}: ${codes[i] === 0 ? 'passed' : `FAILED (exit ${codes[i]})`}`),
  );
  console.log(`${what} in ${seconds} s`);
  process.exit(codes.some((code) => code !== 0) ? 1 : 0);
}
