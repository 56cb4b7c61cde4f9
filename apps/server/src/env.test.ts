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

  it('reads given values and treats empty ones as unset', () => {
    const env = readEnv({ PORT: '0', GALAXY_SIZE: '300', HOST: '', LOG_LEVEL: 'warn' });
    expect(env.port).toBe(0);
    expect(env.galaxySize).toBe(300);
    expect(env.host).toBe('127.0.0.1');
    expect(env.logLevel).toBe('warn');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT: must be a whole number/],
    [{ PORT: '70000' }, /PORT/],
    [{ GALAXY_SIZE: '0' }, /GALAXY_SIZE/],
    [{ GALAXY_SIZE: '1.5' }, /GALAXY_SIZE/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET: must be at least 32 characters/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %o with a clear message', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
