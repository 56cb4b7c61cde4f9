import { insertUser, type Db, type User } from '../src/index.js';

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
