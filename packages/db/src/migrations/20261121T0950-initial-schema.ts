import { sql, type Kysely } from 'kysely';
import { autoIncrementId, isPostgres } from './portable.js';

// Written against Kysely<any>: a migration is a frozen snapshot, independent of today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // SQLite's column types stay as first released; PostgreSQL's REAL is 4 bytes, so it gets 8, and
  // money is 64-bit there (SQLite's integers always are).
  const real = pg ? 'double precision' : 'real';
  const money = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('galaxies')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('generator_version', 'integer', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('seeding', 'ready')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('systems')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sector', 'text', (c) => c.notNull())
    .addColumn('x', real, (c) => c.notNull())
    .addColumn('y', real, (c) => c.notNull())
    .addColumn('z', real, (c) => c.notNull())
    .addColumn('star_count', 'integer', (c) => c.notNull())
    .addColumn('planet_count', 'integer', (c) => c.notNull())
    .addColumn('moon_count', 'integer', (c) => c.notNull())
    .addColumn('habitable', 'integer', (c) => c.notNull())
    .addColumn('first_star_class', 'text', (c) => c.notNull())
    .addColumn('first_star_type', 'text', (c) => c.notNull())
    .addColumn('size_class', 'integer', (c) => c.notNull())
    .addColumn('card_type', 'text', (c) => c.notNull())
    .addColumn('rarity', 'text', (c) => c.notNull())
    .addColumn('rarity_score', real, (c) => c.notNull())
    .execute();
  // Lookup by hash (every system URL); short guide queries match name/hash prefixes case-insensitively.
  await sql`create unique index systems_hash on systems (hash)`.execute(db);
  if (pg) {
    await sql`create index systems_hash_nocase on systems (lower(hash) text_pattern_ops)`.execute(
      db,
    );
    await sql`create index systems_name_nocase on systems (lower(name) text_pattern_ops)`.execute(
      db,
    );
  } else {
    await sql`create index systems_hash_nocase on systems (hash collate nocase)`.execute(db);
    await sql`create index systems_name_nocase on systems (name collate nocase)`.execute(db);
  }
  // Guide filters (min planets, min stars) and the telescope's bounding-box reach query.
  await sql`create index systems_planets_stars on systems (planet_count, star_count)`.execute(db);
  await sql`create index systems_x on systems (x)`.execute(db);
  if (pg) {
    // Substring search on name and hash: trigram GIN indexes answer ILIKE '%text%'.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index systems_name_trgm on systems using gin (name gin_trgm_ops)`.execute(db);
    await sql`create index systems_hash_trgm on systems using gin (hash gin_trgm_ops)`.execute(db);
  } else {
    // Substring search on name and hash. Kept in step by seeding only: names and hashes never change.
    await sql`create virtual table systems_fts using fts5(
      name, hash, content = 'systems', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
  }

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', autoIncrementId(db))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('suffix', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('currency', money, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`currency >= 0`),
    )
    .addColumn('telescope_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('next_collection_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index users_email on users (lower(email))`.execute(db);
  await sql`create unique index users_username on users (lower(username))`.execute(db);

  await db.schema
    .createTable('discoveries')
    .addColumn('system_id', 'integer', (c) =>
      c.primaryKey().references('systems.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('discovered_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index discoveries_user on discoveries (user_id, discovered_at)`.execute(db);

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'integer', autoIncrementId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index ledger_user on ledger_transactions (user_id, id)`.execute(db);

  await db.schema
    .createTable('achievements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 5`))
    .addColumn('target_value', 'integer', (c) => c.notNull())
    .addColumn('reward_credits', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_achievements')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('achievement_id', 'text', (c) =>
      c.notNull().references('achievements.id').onDelete('cascade'),
    )
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'achievement_id'])
    .execute();

  await db.schema
    .createTable('email_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email_type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_preferences_pk', ['user_id', 'email_type'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'settings',
    'email_preferences',
    'user_achievements',
    'achievements',
    'ledger_transactions',
    'discoveries',
    'users',
    'systems_fts',
    'systems',
    'galaxies',
  ].filter((table) => table !== 'systems_fts' || !isPostgres(db));
  for (const table of tables) await db.schema.dropTable(table).execute();
}
