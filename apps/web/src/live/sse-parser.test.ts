import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.js';

const STREAM =
  'retry: 3500\n\n: heartbeat\n\nid: k3-1\nevent: discovery\ndata: {"a":1}\n\n' +
  'id: k3-2\r\nevent: resync\r\ndata: {}\r\n\r\n' +
  'data: one\ndata: two\n\n';

const EXPECTED = [
  { event: 'discovery', data: '{"a":1}', id: 'k3-1' },
  { event: 'resync', data: '{}', id: 'k3-2' },
  // An event without its own id keeps the last one (the id to resume from).
  { event: 'message', data: 'one\ntwo', id: 'k3-2' },
];

describe('SseParser', () => {
  it('reads events, ids, retry advice and skips comments', () => {
    const parser = new SseParser();
    expect(parser.feed(STREAM)).toEqual(EXPECTED);
    expect(parser.retryMs).toBe(3500);
    expect(parser.lastId).toBe('k3-2');
  });

  it('reads the same events however the stream is cut into chunks', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: STREAM.length - 1 }), { maxLength: 12 }),
        (cuts) => {
          const parser = new SseParser();
          const points = [0, ...cuts.sort((a, b) => a - b), STREAM.length];
          const events = points
            .slice(1)
            .flatMap((end, i) => parser.feed(STREAM.slice(points[i], end)));
          expect(events).toEqual(EXPECTED);
        },
      ),
    );
  });

  it('holds an event back until its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.feed('event: discovery\ndata: {}\n')).toEqual([]);
    expect(parser.feed('\n')).toHaveLength(1);
  });

  it('ignores an event with no data and a retry that is not a number', () => {
    const parser = new SseParser();
    expect(parser.feed('event: discovery\n\nretry: soon\n\n')).toEqual([]);
    expect(parser.retryMs).toBeNull();
  });
});
