import type { Db } from '@orrery/db';
import type { GameEvent, GameEventType } from '@orrery/domain/events';

// The game's event bus (docs/architecture.md "Game events"). A rule emits what happened inside
// its transaction; listeners that write (mail's outbox) run then, in that transaction, so they
// commit or roll back with it. The live stream hears an event only once its transaction has
// committed: a refused or rolled-back collect publishes nothing.

/** Runs inside the emitting transaction, on its handle; a throw rolls the whole step back. */
export type TransactionListener = (trx: Db, event: GameEvent, now: Date) => Promise<void>;
/** Hears a committed transaction's events, in emit order. Must not throw or block. */
export type CommitListener = (events: readonly GameEvent[]) => void;

const transactionListeners = new Map<GameEventType, TransactionListener[]>();
const commitListeners = new Map<Db, Set<CommitListener>>();
const pendingOf = new WeakMap<Db, { db: Db; events: GameEvent[] }>();

/** Adds a listener that runs in the transaction of every `type` event. Returns its removal. */
export function onGameEvent(type: GameEventType, listener: TransactionListener): () => void {
  const list = transactionListeners.get(type) ?? [];
  transactionListeners.set(type, [...list, listener]);
  return () => {
    const now = transactionListeners.get(type) ?? [];
    transactionListeners.set(
      type,
      now.filter((l) => l !== listener),
    );
  };
}

/** Hears the events of every transaction `db` commits through `inTransaction`. Returns its removal. */
export function onCommittedEvents(db: Db, listener: CommitListener): () => void {
  const set = commitListeners.get(db) ?? new Set();
  set.add(listener);
  commitListeners.set(db, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) commitListeners.delete(db);
  };
}

/**
 * Emits `event` from inside a transaction: its transaction listeners run now, on `trx`; it is
 * published when the transaction `inTransaction` opened commits (outside one, it is not published).
 */
export async function emit(trx: Db, event: GameEvent, now: Date): Promise<void> {
  for (const listener of transactionListeners.get(event.type) ?? []) {
    await listener(trx, event, now);
  }
  pendingOf.get(trx)?.events.push(event);
}

/** Publishes events as if a transaction on `db` had just committed them (operator jobs, timers). */
export function publish(db: Db, events: readonly GameEvent[]): void {
  if (events.length === 0) return;
  for (const listener of commitListeners.get(db) ?? []) listener(events);
}

/**
 * `db.transaction().execute(work)` whose emitted events are published once it commits, and
 * dropped when it throws.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const pending = { db, events: [] as GameEvent[] };
  const result = await db.transaction().execute((trx) => {
    pendingOf.set(trx, pending);
    return work(trx);
  });
  publish(db, pending.events);
  return result;
}
