/**
 * SQLite answers inside the event loop: requests that arrive together would each run their queries
 * to completion in one turn of the loop, back to back, while timers and sockets wait. Database work
 * takes turns instead: once a turn has run a slice of it, the next query or transaction waits for
 * the next turn.
 */

/** Milliseconds of database work one turn of the event loop may run. */
export const SLICE_MS = 8;

let sliceStart: number | undefined;

/** Milliseconds since database work was first asked for in this turn of the event loop. */
function loopHeldFor(): number {
  const now = performance.now();
  if (sliceStart === undefined) {
    sliceStart = now;
    setImmediate(() => (sliceStart = undefined));
  }
  return now - sliceStart;
}

/** Resolves in the next turn of the event loop once this one has run its slice; else at once. */
export function takeTurn(): Promise<void> | undefined {
  if (loopHeldFor() < SLICE_MS) return undefined;
  return new Promise<void>((resolve) => setImmediate(resolve));
}
