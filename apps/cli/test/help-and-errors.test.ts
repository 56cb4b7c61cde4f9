import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runHere } from './in-process.js';
import { runCli, tempDir } from './run-cli.js';

const COMMANDS = [
  'seed',
  'grow',
  'stats',
  'inspect',
  'users',
  'mail',
  'backup',
  'reset',
  'rebalance',
  'simulate',
  'trades',
] as const;

describe('orrery --help', () => {
  it('lists every command and shows examples', () => {
    const { status, stdout } = runCli(['--help']);
    expect(status).toBe(0);
    for (const command of COMMANDS) expect(stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    expect(stdout).toContain('Examples:');
  });

  it.each(COMMANDS)('explains %s with its options and an example', async (command) => {
    const { status, stdout } = await runHere([command, '--help']);
    expect(status).toBe(0);
    expect(stdout).toContain(`Usage: orrery ${command}`);
    expect(stdout).toMatch(/Examples?:\n {2}\$ orrery /);
    if (!['users', 'mail', 'trades'].includes(command)) expect(stdout).toContain('--db <path>');
  });

  it.each(['list', 'show', 'reverse'])(
    'explains trades %s with its database options',
    async (sub) => {
      const { status, stdout } = await runHere(['trades', sub, '--help']);
      expect(status).toBe(0);
      expect(stdout).toContain('--db <path>');
      expect(stdout).toContain(`Usage: orrery trades ${sub}`);
    },
  );

  it.each(['list', 'show', 'grant'])('explains users %s with an example', async (sub) => {
    const { status, stdout } = await runHere(['users', sub, '--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('--db <path>');
    expect(stdout).toContain(`$ orrery users ${sub}`);
  });

  it.each(['outbox', 'retry', 'news'])('explains mail %s with an example', async (sub) => {
    const { status, stdout } = await runHere(['mail', sub, '--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('--db <path>');
    expect(stdout).toContain(`$ orrery mail ${sub}`);
  });
});

describe('errors', () => {
  const dir = tempDir();

  it('answers an unknown command with one line on stderr and exit code 2', () => {
    const { status, stdout, stderr } = runCli(['stat']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe("orrery: unknown command 'stat' (Did you mean stats?)\n");
  });

  it('refuses to read a database that does not exist, and does not create it', () => {
    const db = join(dir, 'missing.db');
    const { status, stderr } = runCli(['stats', '--db', db]);
    expect(status).toBe(1);
    expect(stderr).toMatch(/^orrery: No database at .*missing\.db; create one with/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(db)).toBe(false);
  });

  it('takes the database path from DATABASE_PATH when --db is not given', () => {
    const db = join(dir, 'from-env.db');
    const { stderr } = runCli(['stats'], { env: { DATABASE_PATH: db } });
    expect(stderr).toContain(`No database at ${db}`);
  });
});
