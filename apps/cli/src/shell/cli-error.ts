/**
 * An expected failure: bad arguments, a refused action, a missing database. The top level prints its
 * message as one line on stderr, then each of `details` on a line of its own (a refused file's
 * problems, one per line), and exits with `exitCode`; nothing else is printed.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
    readonly details: readonly string[] = [],
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A refused config (a change, a file, a draft): a count, then each problem naming its key. */
export function configRefused(problems: readonly string[]): CliError {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return new CliError(`the config is refused (${count}):`, USAGE_EXIT_CODE, problems);
}

/** Exit code for a usage error (bad or missing arguments), as commander and most tools use. */
export const USAGE_EXIT_CODE = 2;

/** One line, whatever was thrown: the first line of its message. */
export function oneLineMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n').find((line) => line.trim() !== '') ?? 'unknown error';
}
