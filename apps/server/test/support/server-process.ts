import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';

/** The built entry point, as `npm start` runs it (npm test builds before running vitest). */
export const MAIN = resolve(import.meta.dirname, '../../dist/main.js');

/** Builds the server when a lone vitest run finds no build (a beforeAll; allow minutes). */
export function buildServerOnce(): void {
  if (existsSync(MAIN)) return;
  execSync('npx turbo run build --filter=@orrery/server --output-logs=errors-only', {
    cwd: resolve(import.meta.dirname, '../../../..'),
    stdio: 'inherit',
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  messages: string[];
  /** Every line it wrote to stdout, as written. */
  lines: string[];
}

/**
 * Starts `node dist/main.js` with `env` and resolves once it says it is ready (a first start
 * listens while it seeds; "ready at" follows once the galaxy is ready), or once a message matches
 * `until` (its first group: the base URL).
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  until = /^ready at (http:\/\/\S+)/,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const messages: string[] = [];
  const lines: string[] = [];
  return new Promise((resolveStarted, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop()!;
      for (const line of complete) {
        lines.push(line);
        const msg = (JSON.parse(line) as { msg: string }).msg;
        messages.push(msg);
        const ready = until.exec(msg);
        if (ready) resolveStarted({ child, baseUrl: ready[1]!, messages, lines });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => messages.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${messages.join('\n')}`)));
  });
}

/** SIGTERM; resolves with the exit code once the child's output is all read. */
export async function stopServerProcess(child: ChildProcess): Promise<number | null> {
  const closed = once(child, 'close');
  child.kill('SIGTERM');
  const [code] = await closed;
  return code as number | null;
}
