import { describe, expect, it } from 'vitest';
import { collectorName } from './discoverer.js';

describe('who collected a system, as the viewer sees it', () => {
  const me = { id: 7, username: 'Vega' };

  it('names the discoverer, or "a private society" when the server leaves the name out', () => {
    expect(collectorName({ discoveredById: 3, discoverer: { username: 'Deneb' } }, me)).toBe(
      'Deneb',
    );
    expect(collectorName({ discoveredById: 3, discoverer: { username: null } }, null)).toBe(
      'a private society',
    );
  });

  it('names the viewer on their own find, private or not', () => {
    expect(collectorName({ discoveredById: 7, discoverer: { username: null } }, me)).toBe('Vega');
  });
});
