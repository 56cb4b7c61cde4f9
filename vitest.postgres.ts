import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresClientConfig } from './packages/db/src/connection/postgres-client-config.js';
import { formatPostgresUrl } from './packages/db/src/connection/postgres-url.js';

/**
 * The PostgreSQL server the `*-pg` test projects use: ORRERY_TEST_POSTGRES_URL, else the local
 * server at postgres:///postgres, else a throw-away cluster started here with Debian's
 * initdb/pg_ctl (stopped and removed when vitest exits). Undefined when none can be had: the
 * caller then leaves the `*-pg` projects out and says so in one line.
 */
export async function postgresForTests(): Promise<string | undefined> {
  const url = process.env.ORRERY_TEST_POSTGRES_URL || 'postgres:///postgres';
  if (await answers(url)) return url;
  if (process.env.ORRERY_TEST_POSTGRES_URL) return undefined; // asked for that server only
  return startThrowawayCluster();
}

async function answers(url: string): Promise<boolean> {
  let client: pg.Client | undefined;
  try {
    // Inside the try: a malformed ORRERY_TEST_POSTGRES_URL throws here, and answers nothing.
    client = new pg.Client({ ...postgresClientConfig(url), connectionTimeoutMillis: 3000 });
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client?.end().catch(() => undefined);
  }
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((v) => join(root, v, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  return bin;
}

async function startThrowawayCluster(): Promise<string | undefined> {
  const bin = postgresBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'orrery-pg-'));
  // initdb refuses to run as root: the cluster then belongs to Debian's postgres account.
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  try {
    if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
    const data = join(dir, 'data');
    const user = asRoot ? 'root' : (process.env.USER ?? 'postgres');
    run('initdb', ['-D', data, '-A', 'trust', '-U', user, '--no-sync']);
    const options = `-k ${dir} -c listen_addresses='' -c max_connections=200 -c fsync=off`;
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    process.once('exit', () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
    const url = formatPostgresUrl({
      scheme: 'postgresql',
      user,
      hosts: [],
      database: 'postgres',
      params: [['host', dir]],
    });
    console.log(
      `PostgreSQL test projects: no server at postgres:///postgres, started a throw-away one in ${dir}`,
    );
    return (await answers(url)) ? url : undefined;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}
