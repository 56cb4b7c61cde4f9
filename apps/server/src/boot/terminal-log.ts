import { prettyFactory } from 'pino-pretty';
import type { LogDestination } from './logger.js';

interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
}

/**
 * One readable line per event: a request as `GET /api/v1/... 200 3.1 ms`, anything else its message
 * (the start's messages carry their figures), an error with its stack below it.
 */
function humanMessage(log: Record<string, unknown>): string {
  const { msg = '', req, res, responseTime, err } = log as LogLine;
  const text =
    req && res
      ? `${req.method} ${req.url} ${res.statusCode} ${responseTime?.toFixed(1) ?? '?'} ms`
      : msg;
  return err ? `${text}\n${err.stack ?? err.message ?? ''}` : text;
}

/**
 * Logs for a person at a terminal: time, level and one readable line, coloured, through
 * pino-pretty in this process. Anything else (CI, files, pipes) keeps the JSON lines of StdoutLog.
 */
export class TerminalLog implements LogDestination {
  readonly #prettify = prettyFactory({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    hideObject: true,
    messageFormat: humanMessage,
  });

  constructor(private readonly out: { write(text: string): unknown } = process.stdout) {}

  write(line: string): void {
    this.out.write(this.#prettify(line));
  }

  /** Every line is written as it comes: a person is reading. */
  inBlocks(): void {}
}

/** Whether the log is written for a person: LOG_FORMAT=terminal, or `auto` on a terminal. */
export function writesForPeople(format: 'auto' | 'terminal' | 'json', isTTY: boolean): boolean {
  return format === 'terminal' || (format === 'auto' && isTTY);
}
