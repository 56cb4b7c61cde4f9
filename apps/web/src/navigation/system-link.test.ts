import { describe, expect, it } from 'vitest';
import { backTarget } from './system-link.js';

describe('system page back button (docs/spec.md §2)', () => {
  it('returns to the origin, restoring its query and state', () => {
    expect(backTarget({ origin: 'guide', returnTo: '/guide?page=3&minStars=2' })).toEqual({
      to: '/guide?page=3&minStars=2',
      label: 'Back to Guide',
      restore: undefined,
    });
    expect(backTarget({ origin: 'map', restore: { eye: [1, 2, 3] } })).toMatchObject({
      to: '/map',
      label: 'Back to Map',
      restore: { eye: [1, 2, 3] },
    });
  });
  it('falls back to the dashboard for a missing or foreign state', () => {
    expect(backTarget(null).to).toBe('/dashboard');
    expect(backTarget({ origin: 'elsewhere' }).label).toBe('Back to Dashboard');
  });
});
