import { sql, type Kysely } from 'kysely';
import { autoIncrementId } from './portable.js';

// Unicode-safe identity (docs/api.md, "Passwords and identity"): e-mail addresses and society names
// are compared by a key computed in JavaScript and kept in a unique column, on both databases alike
// (SQLite's lower() folds only ASCII letters, PostgreSQL's depends on the database's locale, and
// neither composes `e` and an accent into `é`). Also the e-mail changes waiting for confirmation.
//
// Existing rows get their keys here, from a frozen copy of the key as it stands
// (packages/db/src/accounts/identity-key.ts). Rows that share a key are all kept: the one signed in to most
// recently (else the oldest) keeps the key, the others are left without one (they cannot be found
// by that address or name until given another) and each is written to identity_collisions.

const identityKey = (text: string) =>
  text.normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');

interface Account {
  id: number;
  email: string;
  username: string;
  last_session: string | null;
}

/** Most recent sign-in first (none last), then the oldest account. */
function keeperFirst(a: Account, b: Account): number {
  const [x, y] = [a.last_session ?? '', b.last_session ?? ''];
  return x !== y ? (x < y ? 1 : -1) : a.id - b.id;
}

/** Per account, its key, or null when another account keeps it; and the collisions found. */
function assignKeys(accounts: Account[], field: 'email' | 'username', foundAt: string) {
  const byKey = new Map<string, Account[]>();
  for (const account of accounts) {
    const key = identityKey(account[field]);
    byKey.set(key, [...(byKey.get(key) ?? []), account]);
  }
  const keys = new Map<number, string | null>();
  const collisions: Record<string, unknown>[] = [];
  for (const [key, sharing] of byKey) {
    const [keeper, ...others] = [...sharing].sort(keeperFirst);
    keys.set(keeper!.id, key);
    for (const other of others) {
      keys.set(other.id, null);
      collisions.push({
        kind: field,
        identity_key: key,
        user_id: other.id,
        holder_id: keeper!.id,
        found_at: foundAt,
      });
    }
  }
  return { keys, collisions };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_key', 'text').execute();
  await db.schema.alterTable('users').addColumn('username_key', 'text').execute();
  await db.schema
    .createTable('identity_collisions')
    .addColumn('id', 'integer', autoIncrementId(db))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('email', 'username')`))
    .addColumn('identity_key', 'text', (c) => c.notNull())
    // The account left without the key (its row goes with it).
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The account that kept it, as it was then (a plain number: the report outlives it).
    .addColumn('holder_id', 'integer', (c) => c.notNull())
    .addColumn('found_at', 'text', (c) => c.notNull())
    .execute();

  const accounts = (await db
    .selectFrom('users')
    .leftJoin('sessions', 'sessions.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.username'])
    .select(sql<string | null>`max(sessions.created_at)`.as('last_session'))
    .groupBy(['users.id', 'users.email', 'users.username'])
    .orderBy('users.id')
    .execute()) as Account[];
  const foundAt = new Date().toISOString();
  const email = assignKeys(accounts, 'email', foundAt);
  const username = assignKeys(accounts, 'username', foundAt);
  for (const { id } of accounts) {
    await db
      .updateTable('users')
      .set({ email_key: email.keys.get(id), username_key: username.keys.get(id) })
      .where('id', '=', id)
      .execute();
  }
  for (const collision of [...email.collisions, ...username.collisions]) {
    await db.insertInto('identity_collisions').values(collision).execute();
  }

  await sql`drop index users_email`.execute(db);
  await sql`drop index users_username`.execute(db);
  await db.schema.createIndex('users_email_key').on('users').column('email_key').unique().execute();
  await db.schema
    .createIndex('users_username_key')
    .on('users')
    .column('username_key')
    .unique()
    .execute();

  // An address change waiting for its link to be opened: one per account, the latest asked for.
  await db.schema
    .createTable('email_changes')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('new_email', 'text', (c) => c.notNull())
    // sha256 of the link's token: the token itself is only ever in the mail.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await sql`drop index users_username_key`.execute(db);
  await sql`drop index users_email_key`.execute(db);
  await sql`create unique index users_email on users (lower(email))`.execute(db);
  await sql`create unique index users_username on users (lower(username))`.execute(db);
  await db.schema.dropTable('identity_collisions').execute();
  await db.schema.alterTable('users').dropColumn('username_key').execute();
  await db.schema.alterTable('users').dropColumn('email_key').execute();
}
