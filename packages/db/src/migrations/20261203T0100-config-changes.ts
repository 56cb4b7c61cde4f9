import type { Kysely } from 'kysely';
import { autoIncrementId } from './portable.js';

// The game config's audit trail (`orrery config history`): one row per change of the galaxy's
// config, written in the transaction that changes it. Values are JSON text; portable types only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('config_changes')
    .addColumn('id', 'integer', autoIncrementId(db))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    // What made the change: `config set`, `config apply`, `rebalance`.
    .addColumn('source', 'text', (c) => c.notNull())
    // JSON: the changed keys in order, and their values before and after, by key.
    .addColumn('keys', 'text', (c) => c.notNull())
    .addColumn('old_values', 'text', (c) => c.notNull())
    .addColumn('new_values', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('config_changes').execute();
}
