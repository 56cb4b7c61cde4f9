import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import { migrateToLatest } from '../migrations/migrate.js';
import { closeDatabase, openDatabase } from '../connection/open-database.js';

/**
 * How a test database is filled: migrated, then `fill` (a seeded galaxy, placed rows). The same
 * `key` must always mean the same contents: the first database of a key is built and kept as a
 * template, later ones are copies of it (a file copy on SQLite, CREATE DATABASE … TEMPLATE on
 * PostgreSQL), which costs a fraction of migrating and seeding again.
 */
export interface TestTemplate {
  key: string;
  fill?: (db: Db) => Promise<void>;
}

/** The migrated schema and nothing else: the template of a plain test database. */
export const SCHEMA_TEMPLATE: TestTemplate = { key: 'schema' };

/** Templates live as long as the process that built them; their names carry its pid. */
const PREFIX = 'orrery_tmpl_';
const built = new Map<string, Promise<string>>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const digest = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/**
 * Fills `target` as `template` says: migrated, unless it is already a copy of SCHEMA_TEMPLATE (a
 * filled template starts as one: on PostgreSQL a copy costs a fraction of running every migration).
 */
async function build(target: string, template: TestTemplate, migrated: boolean): Promise<void> {
  const db = openDatabase(target, { poolSize: 2 });
  try {
    if (!migrated) await migrateToLatest(db);
    if (template.fill) {
      await template.fill(db);
      // A copy starts with no activity counted, so autovacuum would never analyze what the fill
      // wrote, as it soon does in a database filled in place: without statistics PostgreSQL
      // plans the copies' queries worse (a placed galaxy's reach queries ran slower). The
      // statistics are copied with the template.
      if (dialectOf(db) === 'postgres') await sql`analyze`.execute(db);
    }
  } finally {
    // Closed before any copy: PostgreSQL copies only a template nobody is connected to, and a
    // closed SQLite file has its WAL checkpointed into it.
    await closeDatabase(db);
  }
}

/** Copies the SQLite template of `template.key` (built on first use) to `target`. */
export async function copySqliteTemplate(target: string, template: TestTemplate): Promise<void> {
  copySqliteFile(await sqliteTemplate(template), target);
}

function copySqliteFile(file: string, target: string): void {
  copyFileSync(file, target);
  if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${target}-wal`);
}

/** The file of the SQLite template of `template.key`, built on first use. */
function sqliteTemplate(template: TestTemplate): Promise<string> {
  const key = `sqlite:${template.key}`;
  let path = built.get(key);
  if (!path) {
    path = (async () => {
      const base = template.fill ? await sqliteTemplate(SCHEMA_TEMPLATE) : undefined;
      if (!base) sweepSqliteTemplates();
      const dir = mkdtempSync(join(tmpdir(), `orrery-template-${process.pid}-`));
      if (sqliteDirs.length === 0) process.once('exit', removeSqliteTemplates);
      sqliteDirs.push(dir);
      const file = join(dir, 'template.db');
      if (base) copySqliteFile(base, file);
      await build(file, template, base !== undefined);
      return file;
    })();
    built.set(key, path);
    path.catch(() => built.delete(key));
  }
  return path;
}

/** This process's SQLite template directories, removed when it exits normally. */
const sqliteDirs: string[] = [];

function removeSqliteTemplates(): void {
  for (const dir of sqliteDirs) rmSync(dir, { recursive: true, force: true });
}

/** Removes template directories that processes which have ended left in the temp directory. */
function sweepSqliteTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = /^orrery-template-(\d+)-/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/**
 * Creates PostgreSQL database `name` as a copy of the template of `template.key`, building the
 * template on first use through `admin` (a connection to the server) and `urlOf` (a name's URL).
 */
export async function createFromPostgresTemplate(
  withAdmin: <T>(work: (admin: pg.Client) => Promise<T>) => Promise<T>,
  urlOf: (name: string) => string,
  name: string,
  template: TestTemplate,
): Promise<void> {
  const tmpl = await postgresTemplate(withAdmin, urlOf, template);
  await withAdmin((admin) => admin.query(`create database "${name}" template "${tmpl}"`));
}

/** The name of the PostgreSQL template of `template.key`, built on first use. */
function postgresTemplate(
  withAdmin: <T>(work: (admin: pg.Client) => Promise<T>) => Promise<T>,
  urlOf: (name: string) => string,
  template: TestTemplate,
): Promise<string> {
  const key = `postgres:${template.key}`;
  let source = built.get(key);
  if (!source) {
    source = (async () => {
      const base = template.fill
        ? await postgresTemplate(withAdmin, urlOf, SCHEMA_TEMPLATE)
        : undefined;
      if (!base) await withAdmin(sweepPostgresTemplates);
      const tmpl = `${PREFIX}${process.pid}_${digest(template.key)}`;
      await withAdmin(async (admin) => {
        await admin.query(`drop database if exists "${tmpl}" with (force)`);
        await admin.query(`create database "${tmpl}"${base ? ` template "${base}"` : ''}`);
      });
      await build(urlOf(tmpl), template, base !== undefined);
      return tmpl;
    })();
    built.set(key, source);
    source.catch(() => built.delete(key));
  }
  return source;
}

/** Databases a test process names after its pid: templates here, test databases in test-database.ts. */
const SWEPT_PREFIXES = [PREFIX, 'orrery_test_'];

/**
 * Drops the templates and test databases of processes that have ended (a test process never gets
 * to drop its templates: the test runner stops it with a signal; nor a test database whose test
 * was cut short). Another process may sweep the same one at the same time.
 */
export async function sweepPostgresTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where ${SWEPT_PREFIXES.map((p) => `datname like '${p}%'`).join(' or ')}`,
  );
  for (const { datname } of rows) {
    const prefix = SWEPT_PREFIXES.find((p) => datname.startsWith(p))!;
    const pid = Number(datname.slice(prefix.length).split('_')[0]);
    if (Number.isInteger(pid) && !alive(pid)) {
      await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    }
  }
}
