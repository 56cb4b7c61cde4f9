import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { closingSummary, isCi, readSkips, recordSkip } from './test-summary.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('closingSummary', () => {
  const passed = [
    { label: 'browser', code: 0 },
    { label: 'suites', code: 0 },
  ];
  const skip = { suite: 'db-pg (PostgreSQL)', reason: 'no server' };

  it('passes a run with every suite run and passed', () => {
    expect(closingSummary({ outcomes: passed, skips: [], ci: true })).toEqual({
      lines: ['browser: passed', 'suites: passed'],
      code: 0,
    });
  });

  it('names a suite that could not run; a failure only under CI', () => {
    const local = closingSummary({ outcomes: passed, skips: [skip], ci: false });
    expect(local.code).toBe(0);
    expect(local.lines).toContain('  db-pg (PostgreSQL): no server');
    const ci = closingSummary({ outcomes: passed, skips: [skip], ci: true });
    expect(ci.code).toBe(1);
    expect(ci.lines).toContain('  db-pg (PostgreSQL): no server');
  });

  it('fails a run that failed', () => {
    const failed = [{ label: 'suites', code: 2 }];
    expect(closingSummary({ outcomes: failed, skips: [], ci: false })).toEqual({
      lines: ['suites: FAILED (exit 2)'],
      code: 1,
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['', false],
    ['false', false],
    ['0', false],
    [undefined, false],
  ])('CI=%s is CI: %s', (value, expected) => {
    expect(isCi(value === undefined ? {} : { CI: value })).toBe(expected);
  });
});

describe('recordSkip and readSkips', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-skips-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hand the skips of a vitest process to test.mjs, each suite once', () => {
    const file = join(dir, 'skips.jsonl');
    const env = { ORRERY_TEST_SKIPS_FILE: file };
    recordSkip('a', 'first', env);
    recordSkip('b', 'second', env);
    recordSkip('a', 'again', env);
    expect(readSkips(file)).toEqual([
      { suite: 'a', reason: 'again' },
      { suite: 'b', reason: 'second' },
    ]);
    expect(readSkips(join(dir, 'none.jsonl'))).toEqual([]);
  });
});

// `npm test`'s last step where neither Chromium, PostgreSQL nor Redis can be had; a file filter
// that matches nothing keeps it to vitest's start.
describe('scripts/test.mjs without Chromium, PostgreSQL and Redis', () => {
  const run = (ci: string) =>
    spawnSync(process.execPath, ['scripts/test.mjs', 'no-such-test-file', '--passWithNoTests'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        CI: ci,
        ORRERY_TEST_CHROMIUM: '/nonexistent/chromium',
        ORRERY_TEST_POSTGRES_URL: 'postgres://ada:hunter2@127.0.0.1:1/x',
        ORRERY_TEST_REDIS_URL: 'redis://127.0.0.1:1',
      },
    });

  it('names each suite it could not run, and fails under CI=true', () => {
    const { status, stdout } = run('true');
    for (const line of [
      'NOT RUN (3):',
      '  web-e2e: no Chromium at /nonexistent/chromium (apt-get install -y chromium, or set ORRERY_TEST_CHROMIUM)',
      '  db-pg, api-pg, server-pg, cli-pg (PostgreSQL): no PostgreSQL server answers at ORRERY_TEST_POSTGRES_URL=postgres://ada:****@127.0.0.1:1/x',
      '  the Redis tests of server and server-pg (sign-in limits across servers): no Redis answers at ORRERY_TEST_REDIS_URL=redis://127.0.0.1:1',
      'CI is set: a suite that could not run fails the run.',
    ]) {
      expect(stdout.split('\n')).toContain(line);
    }
    expect(stdout).not.toContain('hunter2');
    expect(status).toBe(1);
  }, 120_000);
});
