import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs are written for their readers: short enough to read, free of run notes and of
// references a reader of the repository cannot open, and with links that lead somewhere.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS_LINES_MAX = 3500;
const OPERATIONS_LINES_MAX = 600;

/** "issue 46", "Spec 7", "issues #3": numbers only the project's tracker knows; cite a file. */
const UNOPENABLE_REFERENCE = /\b(issues?|specs?) #?\d+\b/i;
/** A run's load average belongs in bench/results/*.json, not in prose or comments. */
const RUN_NOTE = /load average/i;

const tracked = (pattern: string): string[] =>
  execFileSync('git', ['ls-files', '-z', '--', pattern], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path !== '' && existsSync(join(ROOT, path)));

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const linesOf = (path: string): string[] => read(path).replace(/\n$/, '').split('\n');

const docs = tracked('docs/*.md');
const markdown = tracked('*.md').filter((path) => !path.includes('node_modules/'));
/** Every source file, this one aside: it has to quote what it looks for. */
const code = tracked('*')
  .filter((path) => /^(apps|packages|scripts|bench)\//.test(path))
  .filter((path) => path !== 'scripts/docs-goals.test.ts')
  .filter((path) => /\.(ts|tsx|mts|mjs|js|cjs|css)$/.test(path));

/** The text of a line that is comment: after `//`, or the whole line inside a block comment. */
function commentOf(line: string): string | null {
  const trimmed = line.trim();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*')) return trimmed;
  const slashes = line.indexOf('//');
  return slashes === -1 ? null : line.slice(slashes);
}

function offending(
  paths: string[],
  pick: (line: string) => string | null,
  pattern: RegExp,
): string[] {
  return paths.flatMap((path) =>
    linesOf(path).flatMap((line, index) => {
      const text = pick(line);
      return text !== null && pattern.test(text) ? [`${path}:${index + 1}: ${line.trim()}`] : [];
    }),
  );
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of linesOf(path)) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every relative link of a markdown file, outside code, as `target` and optional `#anchor`. */
function linksOf(path: string): { target: string; anchor: string | null; at: string }[] {
  const links: { target: string; anchor: string | null; at: string }[] = [];
  let fenced = false;
  linesOf(path).forEach((line, index) => {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      const href = match[1]!;
      if (/^[a-z]+:/i.test(href)) continue;
      const [target = '', anchor = null] = href.split('#');
      links.push({ target, anchor, at: `${path}:${index + 1}` });
    }
  });
  return links;
}

describe('docs for their readers', () => {
  it(`keep docs/ within ${DOCS_LINES_MAX} lines`, () => {
    const total = docs.reduce((sum, path) => sum + linesOf(path).length, 0);
    expect(docs.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(DOCS_LINES_MAX);
  });

  it(`keep operations.md, the operator's reference, within ${OPERATIONS_LINES_MAX} lines`, () => {
    expect(linesOf('docs/operations.md').length).toBeLessThanOrEqual(OPERATIONS_LINES_MAX);
  });

  it('cite files, not issue or spec numbers, in markdown and code comments', () => {
    expect(offending(markdown, (line) => line, UNOPENABLE_REFERENCE)).toEqual([]);
    expect(offending(code, commentOf, UNOPENABLE_REFERENCE)).toEqual([]);
  });

  it('keep load averages out of markdown and code comments', () => {
    expect(offending(markdown, (line) => line, RUN_NOTE)).toEqual([]);
    expect(offending(code, commentOf, RUN_NOTE)).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    const broken = markdown.flatMap((path) =>
      linksOf(path).flatMap(({ target, anchor, at }) => {
        const file = target === '' ? join(ROOT, path) : resolve(ROOT, dirname(path), target);
        if (!existsSync(file)) return [`${at}: ${target} does not exist`];
        if (anchor === null || statSync(file).isDirectory() || !file.endsWith('.md')) return [];
        const relative = file.slice(ROOT.length);
        return anchorsOf(relative).has(anchor)
          ? []
          : [`${at}: ${target}#${anchor} has no such heading`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('finds what it looks for', () => {
    expect(UNOPENABLE_REFERENCE.test('as Issue 46 asks')).toBe(true);
    expect(UNOPENABLE_REFERENCE.test('see issue #3')).toBe(true);
    expect(UNOPENABLE_REFERENCE.test('docs/spec.md §7, generator version 2')).toBe(false);
    expect(commentOf('  const x = 1; // spec 7')).toBe('// spec 7');
    expect(commentOf(' * issue 12')).toBe('* issue 12');
    expect(commentOf("console.log('load average')")).toBeNull();
    expect(slug('`doctor [--json]`')).toBe('doctor---json');
    expect(slug('11. What version 2 changed, with figures before and after')).toBe(
      '11-what-version-2-changed-with-figures-before-and-after',
    );
    expect(slug('Readiness: /readyz')).toBe('readiness-readyz');
  });
});
