import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GALAXY_SEED, readEnv } from './env.js';

describe('readEnv', () => {
  it('applies the documented defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databasePath: resolve('./data/orrery.db'),
      galaxySeed: DEFAULT_GALAXY_SEED,
      galaxySize: 10_000,
      jwtSecret: undefined,
      logLevel: 'info',
    });
    expect(env.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('leaves the octree map at its defaults unless MAP_OCTREE_FROM or MAP_OCTREE_PAGE says', () => {
    expect(readEnv({}).mapOctree).toEqual({});
    expect(readEnv({ MAP_OCTREE_FROM: '1', MAP_OCTREE_PAGE: '4' }).mapOctree).toEqual({
      from: 1,
      pagePoints: 4,
    });
    expect(() => readEnv({ MAP_OCTREE_PAGE: '0' })).toThrow(/MAP_OCTREE_PAGE/);
    expect(() => readEnv({ MAP_OCTREE_FROM: 'many' })).toThrow(/MAP_OCTREE_FROM/);
  });

  it('reads given values and treats empty ones as unset', () => {
    const env = readEnv({ PORT: '0', GALAXY_SIZE: '300', HOST: '', LOG_LEVEL: 'warn' });
    expect(env.port).toBe(0);
    expect(env.galaxySize).toBe(300);
    expect(env.host).toBe('127.0.0.1');
    expect(env.logLevel).toBe('warn');
  });

  it('takes DATABASE_URL for PostgreSQL, leaving DATABASE_PATH as it was', () => {
    const env = readEnv({ DATABASE_URL: 'postgres://orrery:secret@db:5432/orrery' });
    expect(env.databaseUrl).toBe('postgres://orrery:secret@db:5432/orrery');
    expect(env.databasePoolSize).toBe(10);
    expect(readEnv({}).databaseUrl).toBeUndefined();
  });

  it("bounds a request's database work: 30 s per statement on PostgreSQL, a 5 s busy wait on SQLite", () => {
    const env = readEnv({});
    expect(env.databaseStatementTimeoutMs).toBe(30_000);
    expect(env.databaseBusyTimeoutMs).toBe(5_000);
    const set = readEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '2500', DATABASE_BUSY_TIMEOUT_MS: '800' });
    expect(set.databaseStatementTimeoutMs).toBe(2500);
    expect(set.databaseBusyTimeoutMs).toBe(800);
  });

  it('never repeats a malformed DATABASE_URL (it may hold a password) in its message', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgres://orrery:hunter2@db:port/x' })).toThrow(
      /^(?![\s\S]*hunter2)/,
    );
  });

  it.each([
    [{ PORT: 'abc' }, /PORT: must be a whole number/],
    [{ PORT: '70000' }, /PORT/],
    [{ GALAXY_SIZE: '0' }, /GALAXY_SIZE/],
    [{ GALAXY_SIZE: '1.5' }, /GALAXY_SIZE/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET: must be at least 32 characters/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_URL: 'mysql://db/orrery' }, /DATABASE_URL: must start with postgres:\/\//],
    [{ DATABASE_URL: 'postgres://orrery:pw@db:port/orrery' }, /DATABASE_URL: is not a valid URL/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE/],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '0' }, /DATABASE_STATEMENT_TIMEOUT_MS/],
    [{ DATABASE_BUSY_TIMEOUT_MS: '1s' }, /DATABASE_BUSY_TIMEOUT_MS: must be a whole number/],
  ])('refuses %o with a clear message', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});

describe('TRUST_PROXY and timeouts', () => {
  it('trusts no proxy, keeps limits in process and applies the documented timeouts by default', () => {
    const env = readEnv({});
    expect(env.trustProxy).toBe(false);
    expect(env.redisUrl).toBeUndefined();
    expect(env.databaseSynchronous).toBe('normal');
    expect(readEnv({ DATABASE_SYNCHRONOUS: 'full' }).databaseSynchronous).toBe('full');
    expect(readEnv({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(env.timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 72_000 });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(readEnv({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY: "true" is not an IP address or CIDR range/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY: "10.0.0.0\/33" has an invalid prefix length/],
    [{ TRUST_PROXY: '10.0.0.1,,' }, /TRUST_PROXY: an empty entry/],
    [{ TRUST_PROXY: '11' }, /TRUST_PROXY: at most 10 proxy hops/],
    [{ REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS/],
    [{ DATABASE_SYNCHRONOUS: 'off' }, /DATABASE_SYNCHRONOUS/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ REDIS_URL: 'redis://[bad' }, /REDIS_URL: is not a valid URL/],
    [{ KEEP_ALIVE_TIMEOUT_MS: 'soon' }, /KEEP_ALIVE_TIMEOUT_MS: must be a whole number/],
    [
      { HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' },
      /HEADERS_TIMEOUT_MS: must not exceed/,
    ],
  ])('refuses %o with a clear message', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});

describe('readEnv: metrics', () => {
  it('serves no metrics unless a port or a token is given; the port binds 127.0.0.1', () => {
    expect(readEnv({}).metrics).toBeUndefined();
    expect(readEnv({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    });
    const token = 'a-long-enough-metrics-token';
    expect(readEnv({ METRICS_TOKEN: token }).metrics).toEqual({
      port: undefined,
      host: '127.0.0.1',
      token,
    });
  });

  it.each([
    [{ METRICS_PORT: 'nine' }, /METRICS_PORT: must be a whole number/],
    [{ METRICS_PORT: '65536' }, /METRICS_PORT/],
    [{ METRICS_PORT: '3000' }, /METRICS_PORT: must differ from PORT/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be at least 16 characters/],
  ])('refuses %o naming the variable', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
