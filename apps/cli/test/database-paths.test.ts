import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.js';

// A database path SQLite cannot use is refused naming the path and what is wrong with it, and
// nothing is written there.

const dir = tempDir();

describe('--db paths', () => {
  const folder = join(dir, 'a-folder');
  const text = join(dir, 'notes.db');
  const file = join(dir, 'plain-file');
  beforeAll(() => {
    mkdirSync(folder);
    writeFileSync(text, 'these are my notes, not a database\n');
    writeFileSync(file, 'x');
  });

  it.each([
    [['stats'], folder, `The database ${folder} is a directory, not a SQLite file.`],
    [['seed', '--seed', 'x'], folder, `The database ${folder} is a directory, not a SQLite file.`],
    [['stats'], text, `${text} is not a SQLite database (it lacks SQLite's header).`],
    [['users', 'list'], text, `${text} is not a SQLite database (it lacks SQLite's header).`],
    [['seed', '--seed', 'x'], text, `${text} is not a SQLite database (it lacks SQLite's header).`],
    [
      ['seed', '--seed', 'x'],
      join(file, 'orrery.db'),
      `The database ${join(file, 'orrery.db')}: a part of the path is a file, not a directory.`,
    ],
  ])('%j --db %s: refused with the path named, nothing written', (args, path, message) => {
    const { status, stdout, stderr } = runCli([...args, '--db', path]);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(`orrery: ${message}\n`);
    expect(readdirSync(folder)).toEqual([]);
    expect(readFileSync(text, 'utf8')).toBe('these are my notes, not a database\n');
    expect(readFileSync(file, 'utf8')).toBe('x');
  });

  it('takes an empty file for a new database, as SQLite does', () => {
    const empty = join(dir, 'empty.db');
    writeFileSync(empty, '');
    const { status, stdout } = runCli(['seed', '--seed', 'x', '--size', '5', '--db', empty]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Seeded galaxy "x" /);
  });
});
