import { describe, expect, it } from 'vitest';
import { gameConfigSchema, storedGameConfigSchema } from '../src/config/index.js';
import { DEFAULT_RULES } from './support.js';

describe('the game config', () => {
  it('has defaults its own schema accepts, unchanged', () => {
    expect(gameConfigSchema.parse(DEFAULT_RULES)).toEqual(DEFAULT_RULES);
  });

  it('lets a galaxy row store any key, and the telescope and guarantees key by key', () => {
    expect(storedGameConfigSchema.parse({})).toEqual({});
    const stored = { telescope: { maxLevel: 4 }, guarantees: { legendaryHardPity: 30 } };
    expect(storedGameConfigSchema.parse(stored)).toEqual(stored);
    expect(storedGameConfigSchema.safeParse({ telescope: { maxLevel: 0 } }).success).toBe(false);
    expect(storedGameConfigSchema.safeParse({ cooldownHours: -1 }).success).toBe(false);
  });
});
