import { sql, type Kysely } from 'kysely';
import { autoIncrementId } from './portable.js';

// Trading between societies (docs/game-rules.md, "Trading"). The discoverer stays in
// discoveries.user_id for ever; discoveries.holder_id is who holds the system now (the discoverer
// until a trade moves it), and system_holders logs each later holder. An offer (trades) names the
// systems of each side (trade_items) and the Ϟ of each side; society_blocks keeps blocked senders out.
// A society's trades outlive it (its id turns null, the trade reads "void").

const STATES = `'open', 'accepted', 'declined', 'cancelled', 'expired', 'void'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // No foreign key (SQLite could not drop the column again): deleting a society releases what it
  // holds in deleteUserAndData, as deleting the discoverer always has.
  await db.schema.alterTable('discoveries').addColumn('holder_id', 'integer').execute();
  await sql`create index discoveries_holder on discoveries (holder_id, discovered_at)`.execute(db);

  await db.schema
    .createTable('system_holders')
    .addColumn('id', 'integer', autoIncrementId(db))
    .addColumn('system_id', 'integer', (c) =>
      c.notNull().references('systems.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The trade that handed it over (or that an operator's reversal undid).
    .addColumn('trade_id', 'integer', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .execute();
  await sql`create index system_holders_system on system_holders (system_id, id)`.execute(db);

  await db.schema
    .createTable('trades')
    .addColumn('id', 'integer', autoIncrementId(db))
    .addColumn('from_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('give_credits', 'bigint', (c) => c.notNull().check(sql`give_credits >= 0`))
    .addColumn('get_credits', 'bigint', (c) => c.notNull().check(sql`get_credits >= 0`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql.raw(`state in (${STATES})`)))
    .addColumn('reason', 'text')
    // The offer this one counters (which the counter closed).
    .addColumn('counters_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await sql`create index trades_from on trades (from_user_id, state, id)`.execute(db);
  await sql`create index trades_to on trades (to_user_id, state, id)`.execute(db);
  await sql`create index trades_open_expiry on trades (state, expires_at)`.execute(db);

  await db.schema
    .createTable('trade_items')
    .addColumn('trade_id', 'integer', (c) =>
      c.notNull().references('trades.id').onDelete('cascade'),
    )
    .addColumn('system_id', 'integer', (c) =>
      c.notNull().references('systems.id').onDelete('cascade'),
    )
    // 'give': the sender's system; 'get': the receiver's.
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('give', 'get')`))
    .addPrimaryKeyConstraint('trade_items_key', ['trade_id', 'system_id'])
    .execute();
  await sql`create index trade_items_system on trade_items (system_id)`.execute(db);

  await db.schema
    .createTable('society_blocks')
    .addColumn('blocker_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('blocked_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('society_blocks_key', ['blocker_id', 'blocked_id'])
    .execute();

  // Last: on PostgreSQL the update queues the discoveries' deferred triggers, after which that
  // table takes no more schema changes in this transaction.
  await sql`update discoveries set holder_id = user_id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('society_blocks').execute();
  await db.schema.dropTable('trade_items').execute();
  await db.schema.dropTable('trades').execute();
  await db.schema.dropTable('system_holders').execute();
  await sql`drop index discoveries_holder`.execute(db);
  // The discoverer holds again what a trade had moved.
  await db.schema.alterTable('discoveries').dropColumn('holder_id').execute();
}
