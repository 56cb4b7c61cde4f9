import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { maskTarget, postgresUrlProblem } from '../src/connection/database-errors.js';
import { postgresClientConfig } from '../src/connection/postgres-client-config.js';
import {
  databaseNameOf,
  formatPostgresUrl,
  parsePostgresUrl,
  PostgresUrlError,
  postgresSettings,
  splitPassword,
  withDatabaseName,
  type PostgresUrl,
} from '../src/connection/postgres-url.js';
import { readTestEnv } from '../src/testing/env.js';
import { testDialect } from '../src/testing/index.js';

describe('parsePostgresUrl: the forms libpq reads', () => {
  it.each<[string, Partial<PostgresUrl>]>([
    ['postgres:///orrery', { scheme: 'postgres', hosts: [], database: 'orrery' }],
    ['postgresql://', { scheme: 'postgresql', hosts: [] }],
    ['postgres://db.example', { hosts: [{ host: 'db.example' }] }],
    [
      'postgresql://root@/postgres?host=%2Ftmp%2Forrery-pg-x1',
      { user: 'root', hosts: [], database: 'postgres', params: [['host', '/tmp/orrery-pg-x1']] },
    ],
    [
      'postgresql://%2Fvar%2Frun%2Fpostgresql/orrery',
      { hosts: [{ host: '/var/run/postgresql' }], database: 'orrery' },
    ],
    ['postgres://ada@db:6543/orrery', { user: 'ada', hosts: [{ host: 'db', port: '6543' }] }],
    [
      'postgres://ada:p%40ss%3Aw%2Frd@db/or%20r%C3%A9ry',
      { user: 'ada', password: 'p@ss:w/rd', database: 'or réry' },
    ],
    ['postgres://ada:p?ss@db/orrery', { user: 'ada', password: 'p?ss', database: 'orrery' }],
    ['postgres://:secret@db/orrery', { password: 'secret', hosts: [{ host: 'db' }] }],
    ['postgres://ada@:5433/orrery', { user: 'ada', hosts: [{ host: '', port: '5433' }] }],
    ['postgres://[::1]:5433/orrery', { hosts: [{ host: '::1', port: '5433' }] }],
    [
      'postgresql://one:123,[2001:db8::7],three/orrery',
      { hosts: [{ host: 'one', port: '123' }, { host: '2001:db8::7' }, { host: 'three' }] },
    ],
    [
      'postgres://db?sslmode=require',
      { hosts: [{ host: 'db' }], params: [['sslmode', 'require']] },
    ],
    [
      'postgres:///orrery?options=-c%20statement_timeout%3D5s&application_name=a+b&connect_timeout=',
      {
        params: [
          ['options', '-c statement_timeout=5s'],
          // A + is a plus to libpq, not a space as in a form.
          ['application_name', 'a+b'],
          ['connect_timeout', ''],
        ],
      },
    ],
  ])('%s', (url, expected) => {
    expect(parsePostgresUrl(url)).toMatchObject(expected);
  });

  it('leaves out what the URL does not say', () => {
    expect(parsePostgresUrl('postgres://@db/')).toEqual({
      scheme: 'postgres',
      hosts: [{ host: 'db' }],
      params: [],
    });
  });

  it.each([
    ['mysql://db/orrery', /postgres:\/\//],
    ['postgres://ada:hunter2@localhost:port/x', /port/],
    ['postgres://db:0/x', /port/],
    ['postgres://db:65536/x', /port/],
    ['postgres://[::1/x', /\]/],
    ['postgres://[]/x', /empty/],
    ['postgres://[::1]x/y', /IPv6/],
    ['postgres://db/x?sslmode', /keyword=value/],
    ['postgres://db/x?a=b=c', /keyword=value/],
    ['postgres://db/x?=b', /keyword/],
    ['postgres://db/x?a=1&&b=2', /keyword=value/],
    ['postgres://ada:hunter%2@db/x', /two hex digits/],
    ['postgres://db/x%00y', /%00/],
    ['postgres://ada:%C3hunter2@db/x', /UTF-8/],
  ])('refuses %s, without repeating it', (url, reason) => {
    let error: unknown;
    try {
      parsePostgresUrl(url);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(PostgresUrlError);
    expect((error as Error).message).toMatch(reason);
    expect((error as Error).message).not.toContain('hunter');
  });
});

/** A PostgresUrl as parsePostgresUrl answers it: empty parts left out, one empty host none. */
const part = fc.string({ unit: 'grapheme', minLength: 1 }).filter((text) => !text.includes('\0'));
const anyText = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\0'));
const hostName = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[a-z0-9][a-z0-9.-]*$/),
  part.map((dir) => `/${dir}`),
  fc.ipV6(),
);
const host = fc.record(
  { host: hostName, port: fc.integer({ min: 1, max: 65535 }).map(String) },
  { requiredKeys: ['host'] },
);
const postgresUrl: fc.Arbitrary<PostgresUrl> = fc.record(
  {
    scheme: fc.constantFrom('postgres', 'postgresql'),
    user: part,
    password: part,
    hosts: fc
      .array(host, { maxLength: 3 })
      .filter((hosts) => !(hosts.length === 1 && hosts[0]!.host === '' && !hosts[0]!.port)),
    database: part,
    params: fc.array(fc.tuple(part, anyText), { maxLength: 4 }),
  },
  { requiredKeys: ['scheme', 'hosts', 'params'] },
);

describe('formatPostgresUrl', () => {
  it('writes what parsePostgresUrl reads back unchanged', () => {
    fc.assert(
      fc.property(postgresUrl, (url) => {
        expect(parsePostgresUrl(formatPostgresUrl(url))).toEqual(url);
      }),
    );
  });

  it('writes a socket directory, a user without a password and options readably', () => {
    expect(
      formatPostgresUrl({
        scheme: 'postgresql',
        user: 'root',
        hosts: [],
        database: 'postgres',
        params: [['host', '/tmp/orrery-pg-x1']],
      }),
    ).toBe('postgresql://root@/postgres?host=%2Ftmp%2Forrery-pg-x1');
    expect(
      formatPostgresUrl({ scheme: 'postgres', hosts: [{ host: '::1', port: '5432' }], params: [] }),
    ).toBe('postgres://[::1]:5432/');
  });
});

describe('postgresSettings: a query keyword wins over the authority, as in libpq', () => {
  it.each<[string, object]>([
    ['postgres:///orrery', { database: 'orrery', options: [] }],
    [
      'postgres://ada:pw@db:6543/orrery?host=%2Ftmp&user=bob&sslmode=disable',
      { host: '/tmp', port: '6543', user: 'bob', password: 'pw', database: 'orrery' },
    ],
    ['postgres://db/orrery?dbname=other&password=s3', { database: 'other', password: 's3' }],
    ['postgres://one:1,two/x', { host: 'one,two', port: '1,' }],
    ['postgres://db/x?host=', { options: [] }],
  ])('%s', (url, expected) => {
    expect(postgresSettings(parsePostgresUrl(url))).toMatchObject(expected);
  });

  it('keeps the other keywords in order', () => {
    expect(
      postgresSettings(parsePostgresUrl('postgres://db/x?sslmode=require&application_name=a'))
        .options,
    ).toEqual([
      ['sslmode', 'require'],
      ['application_name', 'a'],
    ]);
  });
});

describe('rewriting a URL', () => {
  it.each([
    ['postgresql://root@/postgres?host=%2Ftmp%2Fx', 'postgresql://root@/orrery_t1?host=%2Ftmp%2Fx'],
    ['postgres:///postgres', 'postgres:///orrery_t1'],
    ['postgres://ada:pw@db:6543', 'postgres://ada:pw@db:6543/orrery_t1'],
    [
      'postgres://db/postgres?dbname=postgres&sslmode=disable',
      'postgres://db/orrery_t1?sslmode=disable',
    ],
  ])('withDatabaseName(%s)', (url, expected) => {
    expect(withDatabaseName(url, 'orrery_t1')).toBe(expected);
    expect(databaseNameOf(expected)).toBe('orrery_t1');
  });

  it('names a database with characters URLs reserve', () => {
    const url = withDatabaseName('postgres:///postgres', 'a/b?c#d e');
    expect(databaseNameOf(url)).toBe('a/b?c#d e');
  });

  it.each([
    ['postgres://ada:p%40ss@db/x', 'postgres://ada@db/x', 'p@ss'],
    [
      'postgres://ada@db/x?password=s3&sslmode=disable',
      'postgres://ada@db/x?sslmode=disable',
      's3',
    ],
    ['postgresql://root@/x?host=%2Ftmp', 'postgresql://root@/x?host=%2Ftmp', undefined],
  ])('splitPassword(%s)', (url, without, password) => {
    expect(splitPassword(url)).toEqual({ url: without, ...(password ? { password } : {}) });
  });
});

describe('postgresUrlProblem and maskTarget', () => {
  it.each([
    'postgres:///orrery',
    'postgresql://root@/postgres?host=%2Ftmp%2Fx',
    'postgresql://%2Fvar%2Frun%2Fpostgresql/orrery',
    'postgres://ada@[::1]:5432/orrery?sslmode=disable',
  ])('accepts %s', (url) => {
    expect(postgresUrlProblem(url)).toBeUndefined();
  });

  it('refuses several hosts, which node-postgres cannot try in turn', () => {
    expect(postgresUrlProblem('postgres://one,two/x')).toBe('names several hosts; give one');
    expect(postgresUrlProblem('postgres:///x?host=a,b')).toBe('names several hosts; give one');
  });

  it('masks a password in the user information and in the query', () => {
    expect(maskTarget('postgres://ada:p@ss@db/x')).toBe('postgres://ada:****@db/x');
    expect(maskTarget('postgres://ada@db/x?sslmode=disable&password=s3&a=b')).toBe(
      'postgres://ada@db/x?sslmode=disable&password=****&a=b',
    );
    expect(maskTarget('postgresql://root@/x?host=%2Ftmp')).toBe('postgresql://root@/x?host=%2Ftmp');
  });
});

describe('postgresClientConfig', () => {
  it('gives node-postgres the socket directory, user and database libpq would use', () => {
    expect(postgresClientConfig('postgresql://root@/orrery?host=%2Ftmp%2Fx&port=5433')).toEqual({
      host: '/tmp/x',
      port: 5433,
      user: 'root',
      database: 'orrery',
    });
    expect(postgresClientConfig('postgres://ada:p%2Bw@[::1]/a%2Fb?application_name=a%2Bb')).toEqual(
      {
        host: '::1',
        user: 'ada',
        password: 'p+w',
        database: 'a/b',
        application_name: 'a+b',
      },
    );
  });

  it('reads sslmode as node-postgres does', () => {
    expect(postgresClientConfig('postgres://db/x?sslmode=disable')).toMatchObject({ ssl: false });
  });
});

// On the test server: every form reaches it, through node-postgres and through libpq (psql).
describe.runIf(testDialect === 'postgres')('each form on the test server', () => {
  const base = postgresClientConfig(readTestEnv().postgresUrl);
  const socket = typeof base.host === 'string' && base.host.startsWith('/') ? base.host : undefined;
  const user = String(base.user);
  const forms = socket
    ? [
        formatPostgresUrl({
          scheme: 'postgresql',
          user,
          hosts: [],
          database: 'postgres',
          params: [
            ['host', socket],
            ['port', String(base.port ?? 5432)],
          ],
        }),
        `postgresql://${encodeURIComponent(user)}@${encodeURIComponent(socket)}:${base.port ?? 5432}/postgres`,
        `postgres:///postgres?host=${encodeURIComponent(socket)}&port=${base.port ?? 5432}&user=${user}`,
      ]
    : [readTestEnv().postgresUrl];

  it.each(forms)('%s', async (url) => {
    const client = new pg.Client({ ...postgresClientConfig(url), connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('select current_database() as name');
      expect(rows[0]!.name).toBe('postgres');
    } finally {
      await client.end();
    }
    const psql = execFileSync('psql', [url, '-tAc', 'select current_database()'], {
      encoding: 'utf8',
    });
    expect(psql.trim()).toBe('postgres');
  });
});
