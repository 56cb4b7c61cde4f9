import { Readable, Writable } from 'node:stream';
import { orrery, readEnv } from '../src/index.js';
import type { Io } from '../src/index.js';
import type { CliResult } from './run-cli.js';

/** A stream that keeps what is written to it, as a piped stdout would hand it on. */
function capture(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/**
 * Runs a command in this process through the CLI's own entry (`orrery(io, env, argv)`), piped and
 * without a terminal, as runCli runs the binary: for tests of a command's output and effects,
 * which need not pay a process start each. The binary's own tests (exit codes, stdio, a terminal)
 * keep runCli. Unlike the binary it does not listen to the game's events (no mail follows).
 */
export async function runHere(
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  const {
    DATABASE_PATH: _path,
    DATABASE_URL: _url,
    FORCE_COLOR: _color,
    ...inherited
  } = process.env;
  const stdout = capture();
  const stderr = capture();
  const io: Io = {
    stdout: stdout.stream,
    stderr: stderr.stream,
    stdin: Readable.from(options.input === undefined ? [] : [options.input]),
    pretty: false,
    interactive: false,
    clock: () => performance.now(),
  };
  const status = await orrery(io, readEnv({ ...inherited, ...options.env }), args);
  return { status, stdout: stdout.text(), stderr: stderr.text() };
}

/** Like runHere, but fails the test with the command's stderr when it does not exit 0. */
export async function runHereOk(
  args: string[],
  options?: Parameters<typeof runHere>[1],
): Promise<CliResult> {
  const result = await runHere(args, options);
  if (result.status !== 0) {
    throw new Error(`orrery ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  }
  return result;
}
