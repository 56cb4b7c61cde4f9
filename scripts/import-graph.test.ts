import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCircles } from './import-graph.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Source folders whose imports run one way, between files and between folders. */
const ONE_WAY = [
  'packages/domain/src',
  'packages/procgen/src',
  'packages/format/src',
  'packages/db/src',
  'packages/api/src',
  'apps/server/src',
  'apps/cli/src',
  'apps/web/src',
];

describe('the source tree', () => {
  it.each(ONE_WAY)('%s has no import circle between files or folders', (folder) => {
    expect(importCircles(join(ROOT, folder))).toEqual({ files: [], folders: [] });
  });
});

describe('importCircles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-import-graph-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const tree = (name: string, files: Record<string, string>) => {
    const root = join(dir, name);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };

  it('finds a circle between two files and between their folders', () => {
    const root = tree('circle', {
      'a/one.ts': "import { two } from '../b/two.js';\nexport const one = 1;",
      'b/two.ts': "import { one } from '../a/one.js';\nexport const two = one;",
    });
    expect(importCircles(root)).toEqual({
      files: [['a/one.ts', 'b/two.ts']],
      folders: [['a', 'b']],
    });
  });

  it('finds a folder circle made of different files', () => {
    const root = tree('folders', {
      'a/one.ts': "export { three } from '../b/three.js';",
      'a/two.ts': 'export const two = 2;',
      'b/three.ts': "import { two } from '../a/two.js';\nexport const three = two;",
    });
    expect(importCircles(root)).toEqual({ files: [], folders: [['a', 'b']] });
  });

  it("leaves out tests and a folder's index, its face", () => {
    const root = tree('faces', {
      'index.ts': "export * from './a/one.js';",
      'a/one.ts': "import { x } from '../x.js';\nexport const one = x;",
      'x.ts': 'export const x = 1;',
      'a/one.test.ts': "import '../index.js';",
    });
    expect(importCircles(root)).toEqual({ files: [], folders: [] });
  });
});
