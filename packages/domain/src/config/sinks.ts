import { z } from 'zod';
import { DEFAULT_BLOCKED_WORDS } from './blocked-words.js';
import { key } from './key-meta.js';

// Currency sinks (docs/game-rules.md, "Sinks"), priced in the game config: a public name for a system the player
// discovered, and a finish for a card the player holds.

export const cardFinishSchema = z.enum(['foil', 'holographic']);
export type CardFinishKind = z.output<typeof cardFinishSchema>;

const credits = z.number().int().min(0);

export const sinksConfigSchema = z.object({
  naming: z.object({
    price: credits.meta(key('Ϟ', 'Price of a public name for a discovered system')),
    minLength: z.number().int().min(1).meta(key('characters', 'Shortest public name')),
    maxLength: z.number().int().min(1).meta(key('characters', 'Longest public name')),
    /** Lower-case words a public name may not hold (name-filter.ts says how they match). */
    blockedWords: z
      .array(z.string())
      .meta(key('list', 'Lower-case words a public name may not hold')),
  }),
  /** Price of each card finish. */
  finishes: z.record(cardFinishSchema, credits).meta(key('Ϟ', 'Price of each card finish')),
});
export type SinksConfig = z.output<typeof sinksConfigSchema>;

/** The default prices: docs/game-rules.md, "Sinks", says why each. */
export const DEFAULT_SINKS: SinksConfig = {
  naming: { price: 1500, minLength: 3, maxLength: 24, blockedWords: [...DEFAULT_BLOCKED_WORDS] },
  finishes: { foil: 500, holographic: 1500 },
};
