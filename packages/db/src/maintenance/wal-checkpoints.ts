import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import { rawHandle } from '../connection/open-sqlite.js';

/**
 * Stops `db` checkpointing its WAL at commits (SQLite's autocheckpoint), for a process whose
 * checkpoints run on a thread of their own (checkpointWal over another connection): a checkpoint
 * copies pages back into the file and waits for the disk, holding the thread that commits for
 * tens of milliseconds. Nothing to do on PostgreSQL.
 */
export function leaveCheckpointsToOthers(db: Db): void {
  if (dialectOf(db) === 'sqlite') rawHandle(db).pragma('wal_autocheckpoint = 0');
}

/** What a checkpoint found: the frames in the WAL, and how many of them are in the file. */
export interface WalState {
  log: number;
  checkpointed: number;
}

/**
 * Copies the WAL's committed pages into the SQLite file as far as readers allow, waiting for no
 * reader or writer (a passive checkpoint). Nothing to do on PostgreSQL (undefined).
 */
export function checkpointWal(db: Db): WalState | undefined {
  if (dialectOf(db) !== 'sqlite') return undefined;
  const [state] = rawHandle(db).pragma('wal_checkpoint(PASSIVE)') as WalState[];
  return state && { log: state.log, checkpointed: state.checkpointed };
}
