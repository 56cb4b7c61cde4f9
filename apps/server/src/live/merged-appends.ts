/**
 * One write in flight: rows queued while a write runs go out together in the next one, in the
 * order they were queued. Appenders on one database wait for each other (PostgreSQL's append
 * lock), so many small appends would each hold a pool connection in that queue; one merged
 * append holds one. `write` failing loses its rows (the caller's choice), never later ones.
 * `done` runs after each write that succeeded.
 */
export function mergedAppends<Row>(
  write: (rows: Row[]) => Promise<void>,
  done: () => void,
  maxRows = 1_000,
): { add(rows: readonly Row[]): void; idle(): Promise<void> } {
  const queued: Row[] = [];
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (queued.length > 0) {
      // bounded: one statement carries a limited number of bound values
      const rows = queued.splice(0, maxRows);
      try {
        await write(rows);
        done();
      } catch {
        // lost, as the caller chose; the rows queued since still go
      }
    }
    running = null;
  }

  return {
    add(rows) {
      if (rows.length === 0) return;
      queued.push(...rows);
      running ??= drain();
    },
    idle: () => running ?? Promise.resolve(),
  };
}
