import type { Db } from '../schema/db.js';
import { rawHandle } from '../connection/open-sqlite.js';

/** The pages `db`'s SQLite connection lets its WAL reach before it checkpoints at a commit (0: never). */
export function walAutocheckpoint(db: Db): number {
  return rawHandle(db).pragma('wal_autocheckpoint', { simple: true }) as number;
}

/**
 * A passive checkpoint on `db`'s SQLite connection, answering the frames in the WAL and how many of
 * them are in the file: a WAL another connection has checkpointed starts over at the next write.
 */
export function passiveCheckpoint(db: Db): { log: number; checkpointed: number } {
  const [row] = rawHandle(db).pragma('wal_checkpoint(PASSIVE)') as {
    log: number;
    checkpointed: number;
  }[];
  return { log: row!.log, checkpointed: row!.checkpointed };
}
