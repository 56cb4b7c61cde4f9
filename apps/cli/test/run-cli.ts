import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { BINARY } from './paths.js';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built `orrery` binary as a user would, without a terminal (so output is plain). */
export function runCli(
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {},
) {
  // The user's environment, minus what would change the CLI's defaults, plus the test's own.
  const {
    DATABASE_PATH: _path,
    DATABASE_URL: _url,
    FORCE_COLOR: _color,
    ...inherited
  } = process.env;
  const env = { ...inherited, ...options.env };
  const result = spawnSync(process.execPath, [BINARY, ...args], {
    encoding: 'utf8',
    input: options.input ?? '',
    env,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr } as CliResult;
}

/**
 * Like runCli, without blocking this process: for tests whose peers (an SMTP server) run in it
 * and must answer while the binary talks to them.
 */
export function runCliAsync(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const {
    DATABASE_PATH: _path,
    DATABASE_URL: _url,
    FORCE_COLOR: _color,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, [BINARY, ...args], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * Runs the binary on a pseudo-terminal (util-linux `script`), typing `input`: the interactive path.
 * Output comes back with the terminal's carriage returns.
 */
export function runCliOnTerminal(
  args: string[],
  input: string,
  extraEnv: Record<string, string> = {},
): CliResult {
  const command = [process.execPath, BINARY, ...args].map((arg) => `'${arg}'`).join(' ');
  const { DATABASE_PATH: _path, DATABASE_URL: _url, CI: _ci, ...inherited } = process.env;
  const result = spawnSync('script', ['-qec', command, '/dev/null'], {
    encoding: 'utf8',
    input,
    env: { ...inherited, TERM: 'xterm-256color', ...extraEnv },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export const HAS_SCRIPT = existsSync('/usr/bin/script');

/** Like runCli, but fails the test with the CLI's stderr when it does not exit 0. */
export function runOk(args: string[], options?: Parameters<typeof runCli>[1]): CliResult {
  const result = runCli(args, options);
  if (result.status !== 0) {
    throw new Error(`orrery ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  }
  return result;
}

/** A temp directory for this test file's databases, removed afterwards. */
export function tempDir(): string {
  // Made before the suite's tests run, not when it is collected: a skipped suite (another
  // dialect's) runs no hooks, and its directory was left behind.
  const dir = join(tmpdir(), `orrery-cli-${randomUUID()}`);
  beforeAll(() => mkdirSync(dir));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
