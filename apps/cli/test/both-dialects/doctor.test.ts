import { chmodSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { testDialect } from '@orrery/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../fixtures.js';
import { runCliAsync } from '../run-cli.js';
import { runHereOk } from '../in-process.js';
import { cliDatabase } from './cli-database.js';

// `orrery doctor` as an operator runs it before starting the server: against a real SMTP peer,
// the local Redis and a seeded database of either dialect, then with one thing broken at a time.
interface Doctor {
  ok: boolean;
  checks: { check: string; status: 'ok' | 'warn' | 'fail'; detail: string }[];
}

let database: Awaited<ReturnType<typeof cliDatabase>>;
let smtp: SMTPServer;
let smtpPort: number;
const JWT_SECRET = 'a-test-secret-of-more-than-32-characters';

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A deployment with everything in place; `change` sets or (with '') unsets variables. */
function setup(change: Record<string, string> = {}): Record<string, string> {
  const where: Record<string, string> =
    testDialect === 'postgres'
      ? { DATABASE_URL: database.target, JWT_SECRET }
      : { DATABASE_PATH: database.target };
  return {
    ...where,
    REDIS_URL: 'redis://localhost:6379/9',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: 'https://orrery.example.com',
    ...change,
  };
}

const doctor = (env: Record<string, string>) => runCliAsync(['doctor', '--json'], env);
const reportOf = async (env: Record<string, string>) => json<Doctor>((await doctor(env)).stdout);
const statusOf = (result: Doctor, check: string) =>
  result.checks.find((outcome) => outcome.check === check);

afterAll(async () => {
  await database?.cleanup();
  await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()));
});
beforeAll(async () => {
  database = await cliDatabase();
  await runHereOk(['seed', '--seed', 'doctor', '--size', '200', ...database.args]);
  if (testDialect === 'sqlite') {
    writeFileSync(`${database.target}.secret`, `${JWT_SECRET}\n`, { mode: 0o600 });
  }
  smtp = new SMTPServer({ authOptional: true, logger: false, disableReverseLookup: true });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

describe(`orrery doctor on ${testDialect}`, () => {
  it('passes a good setup, one line per check, and exits 0', async () => {
    const result = await doctor(setup());
    expect(result.status, result.stdout).toBe(0);
    const report = json<Doctor>(result.stdout);
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => c.check)).toEqual([
      'environment',
      'database',
      'secret',
      'disk',
      'redis',
      'smtp',
      'fonts',
      'PUBLIC_URL',
    ]);
    for (const outcome of report.checks)
      expect(outcome, outcome.detail).toMatchObject({ status: 'ok' });
    expect(statusOf(report, 'smtp')!.detail).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+: 220 /);
    expect(statusOf(report, 'redis')!.detail).toContain('PONG');
    expect(statusOf(report, 'database')!.detail).toContain('schema current');

    const text = (await runCliAsync(['doctor'], setup())).stdout.trim().split('\n');
    expect(text).toHaveLength(8);
    expect(text[0]).toBe('ok   environment: every variable parses as the server reads it');
  });

  it('fails a wrong SMTP port, naming the address, and exits 1', async () => {
    const port = await closedPort();
    const result = await doctor(setup({ SMTP_URL: `smtp://user:hunter2@127.0.0.1:${port}` }));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('orrery: 1 check(s) failed; see above.\n');
    const report = json<Doctor>(result.stdout);
    expect(report.ok).toBe(false);
    expect(statusOf(report, 'smtp')).toMatchObject({ status: 'fail' });
    expect(statusOf(report, 'smtp')!.detail).toContain(`127.0.0.1:${port}`);
    expect(statusOf(report, 'smtp')!.detail).toContain('ECONNREFUSED');
    expect(result.stdout).not.toContain('hunter2');
    expect(statusOf(report, 'database')).toMatchObject({ status: 'ok' });
  });

  it('fails a Redis that does not answer', async () => {
    const port = await closedPort();
    const report = await reportOf(setup({ REDIS_URL: `redis://127.0.0.1:${port}` }));
    expect(statusOf(report, 'redis')).toMatchObject({ status: 'fail' });
  });

  it.runIf(testDialect === 'sqlite')(
    'fails a world-readable secret file, saying chmod 600',
    async () => {
      const file = `${database.target}.secret`;
      chmodSync(file, 0o644);
      try {
        const result = await doctor(setup());
        expect(result.status).toBe(1);
        expect(statusOf(json<Doctor>(result.stdout), 'secret')).toEqual({
          check: 'secret',
          status: 'fail',
          detail: `${file} is 0644, readable by others: chmod 600 ${file}`,
        });
      } finally {
        chmodSync(file, 0o600);
      }
    },
  );

  it.runIf(testDialect === 'postgres')('fails PostgreSQL without JWT_SECRET', async () => {
    const report = await reportOf(setup({ JWT_SECRET: '' }));
    expect(statusOf(report, 'secret')).toMatchObject({ status: 'fail' });
    expect(statusOf(report, 'secret')!.detail).toMatch(/^JWT_SECRET is required/);
  });

  it('fails a PUBLIC_URL with a path and warns on plain http', async () => {
    const withPath = await reportOf(setup({ PUBLIC_URL: 'https://example.com/game' }));
    expect(statusOf(withPath, 'PUBLIC_URL')).toMatchObject({ status: 'fail' });
    const plain = await doctor(setup({ PUBLIC_URL: 'http://orrery.example.com' }));
    expect(plain.status).toBe(0);
    expect(statusOf(json<Doctor>(plain.stdout), 'PUBLIC_URL')).toMatchObject({ status: 'warn' });
  });

  it("stops at a variable the server would refuse, naming it, as the server's parser does", async () => {
    const result = await doctor(setup({ PORT: 'eighty', SMTP_URL: 'mail.example.com' }));
    expect(result.status).toBe(1);
    const report = json<Doctor>(result.stdout);
    expect(report.checks).toEqual([
      { check: 'environment', status: 'fail', detail: expect.stringMatching(/^PORT: /) },
      { check: 'environment', status: 'fail', detail: expect.stringMatching(/^SMTP_URL: /) },
    ]);
  });
});
