import { request, type IncomingMessage } from 'node:http';

/** One frame of an event stream as a client reads it. */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/** An open event stream read over real HTTP, frame by frame. */
export interface SseStream {
  status: number;
  response: IncomingMessage;
  frames: SseFrame[];
  /** The next frame (after those already taken) that `test` accepts, waiting up to `ms`. */
  next(test?: (frame: SseFrame) => boolean, ms?: number): Promise<SseFrame>;
  /** Every event frame received so far (not comments, not retry). */
  events(): SseFrame[];
  ended: Promise<void>;
  close(): void;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const colon = line.indexOf(': ');
    if (colon < 0) continue;
    const [field, value] = [line.slice(0, colon), line.slice(colon + 2)];
    if (field === 'id') frame.id = value;
    if (field === 'event') frame.event = value;
    if (field === 'data') frame.data = value;
    if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

/**
 * Opens GET `path` on `baseUrl` (with `body`, if any) and reads its frames; a non-200 answer is
 * read whole, as `body`.
 */
export function openStream(
  baseUrl: string,
  path = '/api/v1/events',
  headers: Record<string, string> = {},
  body?: string,
): Promise<SseStream & { body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(baseUrl + path, { headers }, (response) => {
      const frames: SseFrame[] = [];
      let taken = 0;
      let buffer = '';
      let body = '';
      const waiters: (() => void)[] = [];
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((r) => (endedResolve = r));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        for (const wake of waiters.splice(0)) wake();
      });
      response.on('close', () => {
        endedResolve();
        for (const wake of waiters.splice(0)) wake();
      });
      response.on('error', () => {});
      const stream = {
        status: response.statusCode ?? 0,
        response,
        frames,
        get body() {
          return body;
        },
        ended,
        events: () => frames.filter((f) => f.event !== undefined),
        close: () => req.destroy(),
        async next(test: (frame: SseFrame) => boolean = () => true, ms = 5000) {
          const deadline = Date.now() + ms;
          for (;;) {
            while (taken < frames.length) {
              const frame = frames[taken++]!;
              if (test(frame)) return frame;
            }
            if (response.closed || Date.now() > deadline) {
              throw new Error(`no matching frame within ${ms} ms; had ${JSON.stringify(frames)}`);
            }
            await new Promise<void>((wake) => {
              waiters.push(wake);
              setTimeout(wake, Math.max(0, deadline - Date.now())).unref();
            });
          }
        },
      };
      if (response.statusCode === 200) resolve(stream);
      else response.on('end', () => resolve(stream));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const isEvent = (name: string) => (frame: SseFrame) => frame.event === name;
