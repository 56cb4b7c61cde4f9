import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateSystem, summaries } from '../src/index.js';
import type { GeneratorVersion } from '../src/index.js';

/**
 * A released version never changes (its galaxies keep generating it): a digest of thousands of its
 * systems, full and summarised, over two seeds. The snapshot tests show where a change is; this one
 * catches a change anywhere.
 */
function digest(generatorVersion: GeneratorVersion): string {
  const hash = createHash('sha256');
  for (const seed of ['frozen', 'physcheck']) {
    const galaxy = { seed, size: 1_000_000, generatorVersion };
    for (let i = 0; i < 1_000; i++) hash.update(JSON.stringify(generateSystem(galaxy, i * 997)));
    for (const summary of summaries(galaxy, { start: 500_000, end: 510_000 })) {
      hash.update(JSON.stringify(summary));
    }
  }
  return hash.digest('hex');
}

describe('released generator versions', () => {
  // A few seconds of work: generous timeout on a loaded machine (this is no timing assertion).
  it('version 1 generates exactly what it always has', { timeout: 60_000 }, () => {
    expect(digest(1)).toBe('11c3ccd59769bd725cfcfa7bc8356f3f9e3319fb31bf15ac01a2e6dac882c14f');
  });

  it('version 2 generates exactly what it did when it was released', { timeout: 60_000 }, () => {
    expect(digest(2)).toBe('711a3eb79978240c685a62c5d965f758e486bf51f0cfbe7e40ab86e951b2423b');
  });
});
