import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Linux's clock ticks per second for /proc CPU times (USER_HZ: 100 on every usual kernel). */
const TICKS_PER_SECOND = 100;

let childCount = 0;

export interface Child {
  child: ChildProcess;
  port: number;
  logFile: string;
}

/**
 * Starts a child whose stdout goes to a log file (not through this process, which must leave its
 * CPU to the load generator), and resolves with the port once the log shows `portPattern`, and
 * every `readyPatterns` too (e.g. the map data loaded, so that no background work is left).
 */
export async function startChild(
  workDir: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  portPattern: RegExp,
  ...readyPatterns: RegExp[]
): Promise<Child> {
  const logFile = join(workDir, `child-${childCount++}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', out, 'inherit'] });
  closeSync(out);
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let shown = 0; ;) {
    if (exited) throw new Error(`child exited; see ${logFile}`);
    const lines = readFileSync(logFile, 'utf8').split('\n');
    for (const line of lines.slice(shown, -1)) {
      if (/seeding galaxy|galaxy ready|warmed up/.test(line))
        console.log(`  ${line.slice(0, 160)}`);
    }
    shown = Math.max(shown, lines.length - 1);
    const text = lines.join('\n');
    const match = portPattern.exec(text);
    if (match && readyPatterns.every((pattern) => pattern.test(text))) {
      return { child, port: Number(match[1]), logFile };
    }
    await new Promise((resolveLater) => setTimeout(resolveLater, 100));
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * CPU time (user + system) the process has used so far, in microseconds: all its threads, or with
 * `mainThread` its main thread only (no compiler, GC helper or worker threads).
 */
export function cpuMicros(pid: number, mainThread = false): number {
  const stat = readFileSync(
    mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`,
    'utf8',
  );
  // After "pid (comm) ", fields start at the state (field 3); utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}
