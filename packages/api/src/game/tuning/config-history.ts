import { type Db } from '@orrery/db';
import { listConfigChanges } from '@orrery/db/settings';

/** One change of the game config, as `orrery config history` shows it. */
export interface ConfigHistoryEntry {
  id: number;
  changedAt: string;
  source: string;
  note: string | null;
  changes: { key: string; before: unknown; after: unknown }[];
}

/** The newest `limit` changes of the game config, newest first. */
export async function configHistory(db: Db, limit = 50): Promise<ConfigHistoryEntry[]> {
  const rows = await listConfigChanges(db, limit);
  return rows.map((row) => {
    const keys = JSON.parse(row.keys) as string[];
    const before = JSON.parse(row.old_values) as Record<string, unknown>;
    const after = JSON.parse(row.new_values) as Record<string, unknown>;
    return {
      id: row.id,
      changedAt: row.changed_at,
      source: row.source,
      note: row.note,
      changes: keys.map((key) => ({ key, before: before[key], after: after[key] })),
    };
  });
}
