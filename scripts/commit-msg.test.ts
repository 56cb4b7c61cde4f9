import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lint from '@commitlint/lint';
import load from '@commitlint/load';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const config = await load({}, { cwd: ROOT });

async function problems(message: string): Promise<string[]> {
  const { errors } = await lint(message, config.rules, {
    plugins: config.plugins,
    parserOpts: (config.parserPreset as { parserOpts?: object } | undefined)?.parserOpts,
  });
  return errors.map((error) => error.name);
}

describe('commitlint.config.mjs', () => {
  it.each([
    'fix(offer): redraw after losing a collect race on PostgreSQL',
    'feat: seed a galaxy of 10,000 systems\n\nWith the newest generator version.',
    'docs(testing): embed the summary of suites npm test could not run',
    'test: pass the closing summary through CI',
    'refactor(db): bring every database URL through one parser',
    `fix: ${'a'.repeat(67)}`, // 72 characters in all
    "Merge branch 'pg-urls'",
  ])('accepts %j', async (message) => {
    expect(await problems(message)).toEqual([]);
  });

  it.each([
    ['fix: added the parser', 'subject-imperative'],
    ['fix: adds the parser', 'subject-imperative'],
    ['fix: fixes the parser', 'subject-imperative'],
    ['feat: adding a parser', 'subject-imperative'],
    ['fix: Add the parser', 'subject-case'],
    ['fix: add the parser.', 'subject-full-stop'],
    [`fix: ${'a'.repeat(68)}`, 'header-max-length'], // 73 characters
    ['add the parser', 'type-empty'],
    ['fixed: the parser', 'type-enum'],
    ['review: the goals reserve says which columns each width has', 'type-enum'],
    ['fix:', 'subject-empty'],
  ])('refuses %j (%s)', async (message, rule) => {
    expect(await problems(message)).toContain(rule);
  });
});

// The hook as `npm install` sets it up, in a repository of its own: a real git commit runs it.
describe('the commit-msg hook', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-hook-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const {
    SKIP_INSTALL_SIMPLE_GIT_HOOKS: _skip,
    SKIP_SIMPLE_GIT_HOOKS: _skipHook,
    ...env
  } = process.env;
  const git = (repo: string, ...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd: repo,
      env,
      encoding: 'utf8',
    });
  const install = (cwd: string) =>
    execFileSync(process.execPath, [join(ROOT, 'scripts/install-git-hooks.mjs')], {
      cwd,
      env,
      encoding: 'utf8',
    });

  it('refuses a message commitlint refuses, and commits one it accepts', () => {
    const repo = join(dir, 'repo');
    mkdirSync(repo);
    execFileSync('git', ['init', '-q'], { cwd: repo, env });
    writeFileSync(join(repo, 'package.json'), readFileSync(join(ROOT, 'package.json')));
    writeFileSync(
      join(repo, 'commitlint.config.mjs'),
      readFileSync(join(ROOT, 'commitlint.config.mjs')),
    );
    symlinkSync(join(ROOT, 'node_modules'), join(repo, 'node_modules'));
    install(repo);
    expect(readFileSync(join(repo, '.git/hooks/commit-msg'), 'utf8')).toContain('commitlint');

    const refused = git(repo, 'commit', '--allow-empty', '-m', 'fix: fixed the parser');
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain('subject-imperative');
    const accepted = git(repo, 'commit', '--allow-empty', '-m', 'fix: read every URL form');
    expect(accepted.status).toBe(0);
    expect(git(repo, 'log', '--format=%s').stdout).toBe('fix: read every URL form\n');
  }, 60_000);

  it('installs nothing, and does not fail, where there is no git repository', () => {
    const plain = join(dir, 'plain');
    mkdirSync(plain);
    writeFileSync(join(plain, 'package.json'), readFileSync(join(ROOT, 'package.json')));
    expect(() => install(plain)).not.toThrow();
    expect(existsSync(join(plain, '.git'))).toBe(false);
  });
});
