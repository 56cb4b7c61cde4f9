import { z } from 'zod';
import { raritySchema } from '../core/body-schemas.js';

// The shapes of the offer and the odds (docs/game-rules.md, "The offer", "Odds and pity"), as zod schemas: the API contract and the
// types below both come from them. An offer never names its system before it is collected.

const whole = z.number().int();

export const pityViewSchema = z.object({
  threshold: whole.describe(
    'After this many collects in a row below Rare, the next is Rare or better',
  ),
  belowRare: whole.describe('Collects in a row below Rare so far'),
  guaranteedWithin: whole.describe(
    'Rare or better is guaranteed within this many collects (when one is within reach)',
  ),
  belowEpic: whole.describe('Collects in a row below Epic so far'),
  belowLegendary: whole.describe('Collects in a row without a Legendary so far'),
  epicGuaranteedWithin: whole.describe(
    'Epic or better is guaranteed within this many collects (when one is within reach)',
  ),
  legendaryGuaranteedWithin: whole.describe(
    'A Legendary is guaranteed within this many collects (when one is within reach)',
  ),
});
export type PityView = z.output<typeof pityViewSchema>;

export const offerSchema = z.object({
  id: z.string().describe('Post it to /solar/collect/{id} to collect the offered system'),
  collect: whole.describe('Which collect of the player this offer is for (1 for the first)'),
  drawn: z
    .boolean()
    .describe('Whether the system is drawn yet (it is once the player may collect)'),
  pity: pityViewSchema,
});
export type Offer = z.output<typeof offerSchema>;

export const oddsSchema = z.object({
  scope: z
    .enum(['player', 'galaxy'])
    .describe("The signed-in player's next draw, or a newcomer's (galaxy-wide, level-1 telescope)"),
  candidates: whole.describe('Undiscovered systems the draw chooses from'),
  tiers: z.array(
    z.object({
      rarity: raritySchema,
      candidates: whole.describe('Undiscovered systems of this tier within reach'),
      chance: z.number().min(0).max(1).describe('Chance the next collect is of this tier'),
    }),
  ),
  pity: pityViewSchema.nullable().describe('The pity state in force (null for a visitor)'),
  pityApplies: z.boolean().describe('Whether a guarantee holds this draw (to heldTo or better)'),
  heldTo: raritySchema
    .nullable()
    .describe('The tier a guarantee holds this draw to (that tier or better), or null'),
  levels: z
    .array(
      z.object({
        level: whole.describe('Telescope level'),
        tiers: z.array(z.object({ rarity: raritySchema, chance: z.number().min(0).max(1) })),
        epicOrBetter: z
          .number()
          .min(0)
          .max(1)
          .describe('Chance the collect is Epic or Legendary at this level'),
      }),
    )
    .describe("The same draw's chances at each telescope level, from 1 to the top"),
  rules: z
    .object({
      pityThreshold: whole,
      newcomerEpicBy: whole,
      newcomerLegendaryBy: whole,
      legendaryHardPity: whole,
      legendarySoftPityFrom: whole,
      oddsBoostPerLevel: z.object({ EPIC: z.number(), LEGENDARY: z.number() }),
    })
    .describe('The guarantees and telescope odds of the game config in force'),
});
export type Odds = z.output<typeof oddsSchema>;
