import { afterEach, describe, expect, it } from 'vitest';
import { isUniqueViolation, migrateToLatest, type Db } from '../src/index.js';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
  listIdentityCollisions,
} from '../src/accounts/index.js';
import { migrations } from '../src/migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';
import { migrateToJustBefore } from './migrate-before.js';

const MIGRATION = '20261202T0900-identity-keys';
const now = '2026-03-04T12:00:00.000Z';

/** A user row as the schema before the keys had it (no key columns). */
async function oldUser(db: Db, username: string, email: string): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const row = await (db as any)
    .insertInto('users')
    .values({ username, email, password_hash: 'not-a-real-hash', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}

describe('the identity keys migration', () => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it('keys every account, keeps both rows of a collision and reports the one left without', async () => {
    t = await createTestDatabase({ migrate: false });
    const db = t.db;
    await migrateToJustBefore(db, MIGRATION);
    // Spellings the old lower() indexes let in twice on both databases: composed and decomposed
    // é, and ß against SS.
    const composed = await oldUser(db, 'Émile', 'élise@example.org');
    const decomposed = await oldUser(db, 'E\u0301mile', 'e\u0301lise@example.org');
    const plain = await oldUser(db, 'Strasse', 'ada@example.org');
    const sharp = await oldUser(db, 'Straße', 'grace@example.org');
    // The decomposed account signed in since: it keeps the shared address and name.
    await db
      .insertInto('sessions')
      .values({ id: 's1', user_id: decomposed, created_at: now, expires_at: now })
      .execute();

    await migrateToLatest(db, migrations);

    const keys = await db
      .selectFrom('users')
      .select(['id', 'email_key', 'username_key'])
      .orderBy('id')
      .execute();
    expect(keys).toEqual([
      { id: composed, email_key: null, username_key: null },
      { id: decomposed, email_key: 'élise@example.org', username_key: 'émile' },
      { id: plain, email_key: 'ada@example.org', username_key: 'strasse' },
      { id: sharp, email_key: 'grace@example.org', username_key: null },
    ]);
    const report = (await listIdentityCollisions(db)).map(({ id: _id, found_at: _at, ...c }) => c);
    expect(report).toEqual([
      {
        kind: 'email',
        identity_key: 'élise@example.org',
        user_id: composed,
        holder_id: decomposed,
      },
      { kind: 'username', identity_key: 'émile', user_id: composed, holder_id: decomposed },
      { kind: 'username', identity_key: 'strasse', user_id: sharp, holder_id: plain },
    ]);
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(4);

    // Any spelling finds the keeper; a new account with a taken key is refused by the index.
    expect((await findUserByEmail(db, 'ÉLISE@EXAMPLE.ORG'))?.id).toBe(decomposed);
    expect((await findUserByUsername(db, 'STRASSE'))?.id).toBe(plain);
    const duplicate = insertUser(db, {
      username: 'Someone',
      email: 'Élise@Example.org',
      password_hash: 'x',
      next_collection_at: null,
      created_at: now,
    });
    await expect(duplicate).rejects.toSatisfy(isUniqueViolation);
  });

  it('goes down again to the lower() indexes', async () => {
    t = await createTestDatabase({ migrate: false });
    await migrateToLatest(t.db, migrations);
    const { Migrator } = await import('kysely');
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    const { error } = await migrator.migrateTo(
      Object.keys(migrations)[Object.keys(migrations).indexOf('20261202T0900-identity-keys') - 1]!,
    );
    expect(error).toBeUndefined();
    await oldUser(t.db, 'Ada', 'ada@example.org');
    await expect(oldUser(t.db, 'ADA', 'other@example.org')).rejects.toSatisfy(isUniqueViolation);
  });
});
