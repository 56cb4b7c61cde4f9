import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import type { Db } from '../schema/db.js';
import type { Dialect } from '../connection/dialect.js';
import { closeDatabase, openDatabase, type OpenOptions } from '../connection/open-database.js';
import { databaseNameOf, withDatabaseName } from '../connection/postgres-url.js';
import { withAdminSession } from './admin-session.js';
import { readTestEnv } from './env.js';
import {
  copySqliteTemplate,
  createFromPostgresTemplate,
  SCHEMA_TEMPLATE,
  type TestTemplate,
} from './templates.js';

/** The dialect this test process runs on (see env.ts). */
export const testDialect: Dialect = readTestEnv().dialect;

export interface TestDatabase {
  db: Db;
  dialect: Dialect;
  /** What openDatabase takes to reach the same database: a file path or a postgres:// URL. */
  target: string;
  /** Closes every handle opened here and removes the database. */
  cleanup(): Promise<void>;
}

export interface TestDatabaseOptions extends OpenOptions {
  /** Bring the schema up to date (default true). */
  migrate?: boolean;
  /**
   * What a migrated database holds besides the schema (see templates.ts): databases of one key are
   * copies of one built per process. Without it: the schema only, also copied. Not with
   * `migrate: false`, which answers an empty database.
   */
  template?: TestTemplate;
}

/** Runs `work` on this process's administrative connection to the test server (see admin-session.ts). */
export function withAdmin<T>(
  work: (admin: pg.Client) => Promise<T>,
  adminUrl = readTestEnv().postgresUrl,
): Promise<T> {
  return withAdminSession(adminUrl, work);
}

/**
 * An empty PostgreSQL database `name` (an older one of that name dropped first) on the server that
 * `adminUrl` reaches, for a bench; answers its URL and how to drop it. Rejects when no server answers.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const drop = () =>
    withAdmin(async (admin) => {
      await admin.query(`drop database if exists "${name}" with (force)`);
    }, adminUrl);
  await drop();
  await withAdmin((admin) => admin.query(`create database "${name}"`), adminUrl);
  return { url: withDatabaseName(adminUrl, name), drop };
}

/**
 * A fresh database for one test file or test: a SQLite file in its own temp directory, or on
 * PostgreSQL a newly created database with a unique name (dropped by `cleanup`). Pools are small:
 * the PostgreSQL server is shared by every test process on the machine.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const { migrate = true, template = SCHEMA_TEMPLATE, ...open } = options;
  let target: string;
  let remove: () => Promise<void>;
  if (testDialect === 'postgres') {
    const name = `orrery_test_${process.pid}_${randomBytes(6).toString('hex')}`;
    const urlOf = (database: string) => withDatabaseName(readTestEnv().postgresUrl, database);
    if (migrate) await createFromPostgresTemplate(withAdmin, urlOf, name, template);
    await withAdmin(async (admin) => {
      if (!migrate) await admin.query(`create database "${name}"`);
      // Commits need not wait for the disk here: what a test sees is the same, and on a machine
      // shared by many test runs each fsync costs milliseconds.
      await admin.query(`alter database "${name}" set synchronous_commit = off`);
    });
    target = urlOf(name);
    remove = async () => {
      await withAdmin((admin) => admin.query(`drop database "${name}" with (force)`));
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'orrery-test-'));
    target = join(dir, 'test.db');
    remove = async () => rmSync(dir, { recursive: true, force: true });
    if (migrate) await copySqliteTemplate(target, template);
  }
  const db = openDatabase(target, { poolSize: 4, ...open });
  let cleaned: Promise<void> | undefined;
  return {
    db,
    dialect: testDialect,
    target,
    // Once only: a second call (an afterEach that runs again) finds the work done.
    cleanup: () =>
      (cleaned ??= (async () => {
        try {
          await closeDatabase(db);
        } finally {
          // Also after a handle that would not close: the database must not outlive the test.
          await remove();
        }
      })()),
  };
}

function testDatabaseName(target: string): string {
  const name = databaseNameOf(target);
  if (name === undefined) throw new Error('A test database URL names its database.');
  return name;
}

/**
 * Makes a PostgreSQL test database refuse writes (`default_transaction_read_only`, as on a standby)
 * or take them again. Its open connections are ended, so each pool reconnects under the new rule.
 */
export async function setPostgresReadOnly(target: string, readOnly: boolean): Promise<void> {
  const name = testDatabaseName(target);
  await withAdmin(async (admin) => {
    await admin.query(
      `alter database "${name}" ${readOnly ? 'set default_transaction_read_only = on' : 'reset default_transaction_read_only'}`,
    );
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
  });
}

/**
 * Resolves once `count` sessions of a PostgreSQL test database wait for a lock held elsewhere:
 * lets a test hold a row lock until a concurrent rule is known to be queued behind it.
 */
export async function waitForLockWaiters(target: string, count = 1): Promise<void> {
  const name = testDatabaseName(target);
  await withAdmin(async (admin) => {
    for (;;) {
      const { rows } = await admin.query<{ waiting: string }>(
        "select count(*) as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [name],
      );
      if (Number(rows[0]?.waiting) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}
