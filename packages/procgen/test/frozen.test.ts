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
    for (let i = 0; i < 600; i++) hash.update(JSON.stringify(generateSystem(galaxy, i * 1_663)));
    for (const summary of summaries(galaxy, { start: 500_000, end: 506_000 })) {
      hash.update(JSON.stringify(summary));
    }
  }
  return hash.digest('hex');
}

describe('released generator versions', () => {
  // A few seconds of work: generous timeout on a loaded machine (this is no timing assertion).
  it('version 1 generates exactly what it always has', { timeout: 60_000 }, () => {
    expect(digest(1)).toBe('1b6d7e4b6f22228449cd9c0e17fb5d51fabb6b038b2ede526f01762a26f41ccc');
  });

  it('version 2 generates exactly what it did when it was released', { timeout: 60_000 }, () => {
    expect(digest(2)).toBe('e822f077770cce472f7675964d30f03b28091ed64f073484187bb3207efd39bf');
  });
});
