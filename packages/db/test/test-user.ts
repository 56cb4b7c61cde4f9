import { type Db } from '../src/index.js';
import { insertUser, type User } from '../src/accounts/index.js';

/** A user row for tests that need an owner (of discoveries, ledger rows …): `{name}@example.org`. */
export function insertTestUser(db: Db, name: string, now: Date): Promise<User> {
  return insertUser(db, {
    username: name,
    email: `${name}@example.org`,
    password_hash: 'not-a-real-hash',
    next_collection_at: null,
    created_at: now.toISOString(),
  });
}

/**
 * The same row on a schema from before the identity keys (20261202T0900-identity-keys), for tests
 * of the migrations before it.
 */
export async function insertTestUserBeforeKeys(db: Db, name: string, now: Date): Promise<User> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema than Database's
  const old = db as any;
  return old
    .insertInto('users')
    .values({
      username: name,
      email: `${name}@example.org`,
      password_hash: 'not-a-real-hash',
      next_collection_at: null,
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
