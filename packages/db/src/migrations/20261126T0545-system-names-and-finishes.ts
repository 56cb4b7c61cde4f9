import { sql, type Kysely } from 'kysely';

// Two currency sinks (docs/game-rules.md, "Sinks"): a public name a discoverer bought for their
// system, and a card finish (foil, holographic) a holder bought for a card. Both belong to the
// system's holder and go with the discovery. Portable types only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('system_names')
    .addColumn('system_id', 'integer', (c) =>
      c.primaryKey().references('systems.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('named_at', 'text', (c) => c.notNull())
    .execute();
  // A public name is unique ignoring case, on both databases.
  await sql`create unique index system_names_name on system_names (lower(name))`.execute(db);
  await db.schema.createIndex('system_names_user').on('system_names').column('user_id').execute();

  await db.schema
    .createTable('card_finishes')
    .addColumn('system_id', 'integer', (c) =>
      c.primaryKey().references('systems.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('finish', 'text', (c) => c.notNull().check(sql`finish in ('foil', 'holographic')`))
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_finishes_user').on('card_finishes').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_finishes').execute();
  await db.schema.dropTable('system_names').execute();
}
