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

/** Several problems at once (a refused config change): one line each on stderr. */
export class CliProblems extends CliError {
  constructor(
    readonly problems: string[],
    exitCode = USAGE_EXIT_CODE,
  ) {
    super(problems.join('\n'), exitCode);
    this.name = 'CliProblems';
  }
}

/** Exit code for a usage error (bad or missing arguments), as commander and most tools use. */
export const USAGE_EXIT_CODE = 2;

/** One line, whatever was thrown: the first line of its message. */
export function oneLineMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n').find((line) => line.trim() !== '') ?? 'unknown error';
}
