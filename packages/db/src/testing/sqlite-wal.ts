import type { Db } from '../schema/db.js';
import { rawHandle } from '../connection/open-sqlite.js';
import { checkpointWal, type WalState } from '../maintenance/wal-checkpoints.js';

/** The pages `db`'s SQLite connection lets its WAL reach before it checkpoints at a commit (0: never). */
export function walAutocheckpoint(db: Db): number {
  return rawHandle(db).pragma('wal_autocheckpoint', { simple: true }) as number;
}

/**
 * A passive checkpoint on `db`'s SQLite connection, answering the frames in the WAL and how many of
 * them are in the file: a WAL another connection has checkpointed starts over at the next write.
 */
export function passiveCheckpoint(db: Db): WalState {
  return checkpointWal(db)!;
}
