export type OutStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

/**
 * Where a command's output goes and how it looks. `pretty` (a terminal, not CI) means colour and a
 * live progress line; otherwise the same views are printed as plain text. `--json` output is only
 * JSON on stdout, whatever the mode.
 */
export interface Io {
  stdout: OutStream;
  stderr: OutStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  pretty: boolean;
  /** Both ends are a terminal: the CLI may ask questions. */
  interactive: boolean;
  /** Milliseconds from an arbitrary origin, for rates and ETAs. */
  clock: () => number;
}

export function processIo(ci: boolean): Io {
  const tty = process.stdout.isTTY === true;
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    pretty: tty && !ci,
    interactive: tty && process.stdin.isTTY === true,
    clock: () => performance.now(),
  };
}

export function printJson(io: Io, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A short human line on stdout (a command's outcome). */
export function printLine(io: Io, text: string): void {
  io.stdout.write(`${text}\n`);
}
