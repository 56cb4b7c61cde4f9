import { stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { TerminalLog } from './terminal-log.js';

/** What a person at a terminal sees for one log call, without colours. */
function shown(log: (logger: pino.Logger) => void): string {
  let text = '';
  const terminal = new TerminalLog({ write: (chunk: string) => (text += chunk) });
  log(pino({ level: 'info' }, terminal));
  return stripVTControlCharacters(text);
}

describe('TerminalLog', () => {
  it('writes a request as one line: method, URL, status, time', () => {
    const text = shown((log) =>
      log.info(
        {
          reqId: 'x',
          req: { method: 'GET', url: '/healthz' },
          res: { statusCode: 200 },
          responseTime: 3.14,
        },
        'request completed',
      ),
    );
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/healthz 200 3\.1 ms\n$/);
  });

  it('writes an event as its message, without its fields or the pid', () => {
    const text = shown((log) =>
      log.info({ done: 5000, total: 10000 }, 'seeding galaxy: 5,000 of 10,000'),
    );
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: seeding galaxy: 5,000 of 10,000\n$/);
  });

  it('writes an error with its stack below the message', () => {
    const text = shown((log) => log.error({ err: new Error('disk full') }, 'request errored'));
    expect(text).toMatch(/ERROR: request errored\nError: disk full\n +at /);
  });
});
