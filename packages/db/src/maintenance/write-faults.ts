import { randomBytes } from 'node:crypto';
import type { Db } from '../connection/open-database.js';
import { setSetting } from '../settings/setting-repo.js';

/** Why the database refuses writes: its storage is read-only, or it has no room left. */
export type WriteFaultKind = 'read-only' | 'full';

export interface WriteFault {
  kind: WriteFaultKind;
  /** The database's own code: SQLITE_READONLY…, SQLITE_FULL, or PostgreSQL's SQLSTATE. */
  code: string;
  /** The database's own words. */
  message: string;
}

/**
 * SQLite: every SQLITE_READONLY variant (a read-only file or mount, a moved database …) and
 * SQLITE_FULL (disk full, or max_page_count reached). PostgreSQL: 25006 read_only_sql_transaction
 * (a standby, default_transaction_read_only) and 53100 disk_full.
 */
function kindOf(code: string): WriteFaultKind | undefined {
  if (code.startsWith('SQLITE_READONLY') || code === '25006') return 'read-only';
  if (code === 'SQLITE_FULL' || code === '53100') return 'full';
  return undefined;
}

/** The write fault behind an error (looking through its causes), if that is what it is. */
export function writeFaultOf(error: unknown): WriteFault | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    const kind = typeof code === 'string' ? kindOf(code) : undefined;
    if (kind !== undefined) return { kind, code: code as string, message: current.message };
    current = current.cause;
  }
  return undefined;
}

const PROBE_KEY = 'write_probe';

/**
 * Writes and commits a row that needs fresh pages (16 KiB of random text), so a database that is
 * read-only or out of space fails here as a player's write would. Throws what the write threw.
 */
export async function probeWrite(db: Db, now: Date): Promise<void> {
  const filler = randomBytes(12 * 1024).toString('base64');
  await db
    .transaction()
    .execute((trx) => setSetting(trx, PROBE_KEY, `${now.toISOString()} ${filler}`));
}
