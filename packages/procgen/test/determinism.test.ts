import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATOR_VERSIONS, generateSystem, systemSummary, summaries } from '../src/index.js';
import type { GeneratorVersion } from '../src/index.js';

const indices = [0, 1, 77, 4_242, 9_999];

/** sha256 of these systems' JSON, per generator version (re-pin only with a new version). */
const PINNED: Record<GeneratorVersion, string> = {
  1: 'ee50136ea88253157b81be03abf5367383c4ea70221eb2c5f3f71182bdae970e',
  2: 'e39b9076d63b57348592f27e69274f632db086551a93a58267ed2a31cd90ce0b',
  // Below a million systems version 3 is version 2 (its grown systems: galaxy-growth.test.ts).
  3: 'e39b9076d63b57348592f27e69274f632db086551a93a58267ed2a31cd90ce0b',
};

describe.each(GENERATOR_VERSIONS)('determinism of generator version %i', (generatorVersion) => {
  const galaxy = { seed: 'determinism', size: 10_000, generatorVersion };

  // Two calls in one process would agree even on a generator seeded from the clock at start-up;
  // a pinned digest (and the other process below) would not.
  it('gives the same bytes it gave when pinned', () => {
    const json = JSON.stringify(indices.map((i) => generateSystem(galaxy, i)));
    expect(createHash('sha256').update(json).digest('hex')).toBe(PINNED[generatorVersion]);
  });

  it('gives byte-identical JSON in another process', () => {
    const script = fileURLToPath(new URL('./print-systems.ts', import.meta.url));
    const output = execFileSync(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        script,
        String(generatorVersion),
        galaxy.seed,
        String(galaxy.size),
        ...indices.map(String),
      ],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' },
    );
    expect(output).toBe(JSON.stringify(indices.map((i) => generateSystem(galaxy, i))));
  }, 60_000);

  it('differs between seeds', () => {
    const other = { ...galaxy, seed: 'determinism-2' };
    for (const i of indices) {
      expect(JSON.stringify(generateSystem(other, i))).not.toBe(
        JSON.stringify(generateSystem(galaxy, i)),
      );
    }
  });

  it('differs between systems of one galaxy', () => {
    const names = new Set(indices.map((i) => JSON.stringify(generateSystem(galaxy, i).stars)));
    expect(names.size).toBe(indices.length);
  });

  it('builds each system on its own: order, neighbours and galaxy size change nothing', () => {
    const alone = JSON.stringify(generateSystem(galaxy, 500));
    for (let i = 0; i < 50; i++) generateSystem(galaxy, 9_000 - i);
    systemSummary({ seed: 'elsewhere', size: 10, generatorVersion }, 3);
    expect(JSON.stringify(generateSystem(galaxy, 500))).toBe(alone);
    expect(JSON.stringify(generateSystem({ ...galaxy, size: 1_000_000 }, 500))).toBe(alone);
  });

  it('streams the same summaries one by one', () => {
    const streamed = [...summaries(galaxy, { start: 10, end: 20 })];
    expect(streamed.map((s) => s.index)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(streamed[3]).toEqual(systemSummary(galaxy, 13));
  });

  it('refuses a range outside the galaxy when asked, not later', () => {
    expect(() => summaries(galaxy, { start: 5, end: 10_001 })).toThrow(RangeError);
    expect(() => summaries(galaxy, { start: 6, end: 5 })).toThrow(RangeError);
  });
});
