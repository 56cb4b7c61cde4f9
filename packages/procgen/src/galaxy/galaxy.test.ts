import { describe, expect, it } from 'vitest';
import { indexFromHash } from './galaxy.js';
import { systemSummary } from './summary.js';
import { GENERATOR_VERSION } from '../core/version.js';

const galaxy = { seed: 'hash-test', size: 5_000, generatorVersion: GENERATOR_VERSION };

describe('hashes', () => {
  it('decode back to their index', () => {
    for (let i = 0; i < galaxy.size; i += 97) {
      expect(indexFromHash(galaxy, systemSummary(galaxy, i).hash)).toBe(i);
    }
  });

  it('are 8 URL-safe characters', () => {
    expect(systemSummary(galaxy, 42).hash).toMatch(/^[0-9a-z]{8}$/);
  });

  it('reject text that is not a hash of this galaxy', () => {
    expect(indexFromHash(galaxy, 'not-a-hash')).toBeUndefined();
    expect(indexFromHash(galaxy, 'ILOU0000')).toBeUndefined();
    // Another galaxy's hash decodes, under this galaxy's key, to one of 2^40 codes: almost surely
    // beyond this galaxy's 5,000 (and the seeds are fixed, so this is no coin toss).
    const other = systemSummary({ ...galaxy, seed: 'other' }, 7).hash;
    expect(indexFromHash(galaxy, other)).toBeUndefined();
  });
});

describe('indices', () => {
  it('outside the galaxy are refused', () => {
    expect(() => systemSummary(galaxy, galaxy.size)).toThrow(RangeError);
    expect(() => systemSummary(galaxy, -1)).toThrow(RangeError);
    expect(() => systemSummary(galaxy, 1.5)).toThrow(RangeError);
  });
});
