import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * How long one slice of closing hung-up sockets may run before yielding. Each socket's close also
 * runs Node's own teardown (the HTTP request's abort, the response's close) later in the same
 * turn, which costs about as much again, so this is kept below the streams' SLICE_BUDGET_MS.
 */
export const HANG_UP_SLICE_MS = 2;
const SOCKETS_PER_CLOCK_READ = 16;

/** The read callback libuv calls on a socket: undefined in place of data at its end or an error. */
type OnRead = (this: unknown, data: ArrayBuffer | undefined) => unknown;
interface SocketHandle {
  onread: OnRead;
}

let hungUp: Socket[] = [];
let next = 0;
let draining = false;

function closeSlice(): void {
  const started = performance.now();
  while (next < hungUp.length) {
    hungUp[next]!.destroy();
    next += 1;
    if (next % SOCKETS_PER_CLOCK_READ === 0 && performance.now() - started >= HANG_UP_SLICE_MS) {
      break;
    }
  }
  if (next < hungUp.length) {
    setImmediate(closeSlice);
    return;
  }
  hungUp = [];
  next = 0;
  draining = false;
}

/**
 * Lets an event stream's socket go in slices once its client hangs up, while `streaming()` holds.
 *
 * A proxy's restart or a network blip ends thousands of streams at once, and Node learns of every
 * end in one turn of the event loop (libuv reads up to tens of thousands of ready sockets per
 * poll). Left to Node, each end runs its whole teardown there: the socket's shutdown and close, an
 * `aborted` error with its stack trace for the request, the response's close. So the end is taken
 * at the socket's read callback, where it costs a queue push, and the sockets are destroyed in
 * slices that yield to the event loop. Node's teardown then runs as on any destroy, and the
 * stream's own close listener frees its place. This reads a Node internal (`socket._handle`'s
 * `onread`, as net.Socket installs it); without one the socket keeps Node's usual path. Data
 * still goes to Node, and so does the end once the stream is over (a keep-alive socket reused).
 * Taking the socket out of Node's HTTP server altogether, as an upgrade does, would spare its
 * teardown too, but Node offers no public way to do it for a response, and the stream would have
 * to frame its own chunks.
 */
export function releaseInSlices(socket: Socket, streaming: () => boolean): void {
  const handle = (socket as unknown as { _handle?: SocketHandle | null })._handle;
  if (!handle || typeof handle.onread !== 'function') return;
  const nodeOnRead = handle.onread;
  handle.onread = function onread(data) {
    if (data !== undefined || !streaming()) return nodeOnRead.call(this, data);
    hungUp.push(socket);
    if (!draining) {
      draining = true;
      setImmediate(closeSlice);
    }
    return undefined;
  };
}
