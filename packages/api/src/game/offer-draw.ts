import type { Rarity } from '@orrery/procgen';

/** The rarity tiers from the commonest up. */
export const TIERS: readonly Rarity[] = ['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY'];

/** Tiers the pity rule guarantees: Rare or better. */
export const RARE_OR_BETTER: readonly Rarity[] = ['RARE', 'EPIC', 'LEGENDARY'];

/** Undiscovered systems within the player's reach, per tier (a tier with none may be absent). */
export type TierCounts = Partial<Record<Rarity, number>>;

/** The pity rule's state: collects in a row below Rare, and after how many the guarantee holds. */
export interface Pity {
  belowRare: number;
  threshold: number;
}

/** A drawn offer: its tier and which of that tier's candidates (from 0, in index order). */
export interface OfferDraw {
  rarity: Rarity;
  index: number;
}

const countOf = (counts: TierCounts, tier: Rarity) => Math.max(0, counts[tier] ?? 0);

/** Whether the pity rule holds this draw to Rare or better (only when one is within reach). */
export function pityApplies(counts: TierCounts, pity: Pity): boolean {
  return pity.belowRare >= pity.threshold && RARE_OR_BETTER.some((t) => countOf(counts, t) > 0);
}

/** How many collects, this one included, until Rare or better is guaranteed (1: this one). */
export function guaranteedWithin(pity: Pity): number {
  return Math.max(1, pity.threshold + 1 - pity.belowRare);
}

/**
 * Each tier's weight in the draw: every candidate system weighs the same, so a tier weighs as many
 * as it has candidates; under pity the tiers below Rare weigh nothing.
 */
function tierWeights(counts: TierCounts, pity: Pity): Record<Rarity, number> {
  const held = pityApplies(counts, pity);
  return Object.fromEntries(
    TIERS.map((t) => [t, held && !RARE_OR_BETTER.includes(t) ? 0 : countOf(counts, t)]),
  ) as Record<Rarity, number>;
}

/** The chance of each tier for the next draw (all zero when nothing is within reach). */
export function tierOdds(counts: TierCounts, pity: Pity): Record<Rarity, number> {
  const weights = tierWeights(counts, pity);
  const total = TIERS.reduce((sum, t) => sum + weights[t], 0);
  return Object.fromEntries(TIERS.map((t) => [t, total > 0 ? weights[t] / total : 0])) as Record<
    Rarity,
    number
  >;
}

/**
 * Draws the next offer from the candidates within reach, with `random` (values in [0, 1); the
 * server passes procgen's seededRandom, so a draw is reproducible from its inputs): a tier by
 * tierOdds, then one of its candidates uniformly. Null when nothing is within reach.
 */
export function drawOffer(counts: TierCounts, pity: Pity, random: () => number): OfferDraw | null {
  const weights = tierWeights(counts, pity);
  const total = TIERS.reduce((sum, t) => sum + weights[t], 0);
  if (total === 0) return null;
  let u = random() * total;
  let rarity = TIERS.findLast((t) => weights[t] > 0)!;
  for (const t of TIERS) {
    if (u < weights[t]) {
      rarity = t;
      break;
    }
    u -= weights[t];
  }
  const count = countOf(counts, rarity);
  return { rarity, index: Math.min(count - 1, Math.floor(random() * count)) };
}

/** The pity state after a collect of `rarity`. */
export function pityAfter(belowRare: number, rarity: Rarity): number {
  return RARE_OR_BETTER.includes(rarity) ? 0 : belowRare + 1;
}
