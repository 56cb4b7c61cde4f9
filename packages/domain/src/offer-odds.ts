// The offer's draw (docs/game-rules.md, "Odds and pity" and "Guarantees"): which tier the next collect
// offers, with the published odds, the pity rule and the guarantees above it. Pure: the caller
// passes the candidates' counts, the runs and a random source.

import type { GameConfig } from './config/game-config.js';
import { RARITIES, type Rarity } from './vocabulary/rarity.js';

/** Tiers the pity rule guarantees: Rare or better. */
export const RARE_OR_BETTER: readonly Rarity[] = ['RARE', 'EPIC', 'LEGENDARY'];

/** The tiers a telescope level or a guarantee can favour: Epic or better. */
export const EPIC_OR_BETTER: readonly Rarity[] = ['EPIC', 'LEGENDARY'];

/** Undiscovered systems within the player's reach, per tier (a tier with none may be absent). */
export type TierCounts = Partial<Record<Rarity, number>>;

/** The guarantees above Rare, as the game config sets them (docs/game-rules.md, "Guarantees"). */
export interface GuaranteeRules {
  /** A player's first Epic-or-better comes by this collect. */
  newcomerEpicBy: number;
  /** A player's first Legendary comes by this collect. */
  newcomerLegendaryBy: number;
  /** A Legendary comes at the latest this many collects after the last one. */
  legendaryHardPity: number;
  /** From this many collects in a row without Legendary, each more raises its weight. */
  legendarySoftPityFrom: number;
}

/** The runs the Epic and Legendary guarantees count, with their rules. */
export interface TierGuarantees {
  /** Collects made before this draw (the draw is collect number collects + 1). */
  collects: number;
  /** Collects in a row below Epic (equal to `collects`: the player never had one). */
  belowEpic: number;
  /** Collects in a row without Legendary (equal to `collects`: the player never had one). */
  belowLegendary: number;
  rules: GuaranteeRules;
}

/** The telescope's say in the draw: its level, and b per tier in weight × (1 + b × (L − 1)). */
export interface TelescopeOdds {
  level: number;
  boost: Record<'EPIC' | 'LEGENDARY', number>;
}

/**
 * Everything but the candidates that decides a draw: the Rare pity (collects in a row below Rare,
 * and after how many the guarantee holds), the Epic and Legendary guarantees and the telescope.
 * Without `guarantees` only the Rare pity holds; without `telescope` the draw is level 1's.
 */
export interface Pity {
  belowRare: number;
  threshold: number;
  guarantees?: TierGuarantees;
  telescope?: TelescopeOdds;
}

/** A player's runs as their offer row keeps them (the api's collect_offers table). */
export interface OfferRuns {
  collects: number;
  below_rare: number;
  below_epic: number;
  below_legendary: number;
}

/** Every input of the player's next draw but the candidates: their runs, the rules, their level. */
export const pityOf = (config: GameConfig, row: OfferRuns, level: number): Pity => ({
  belowRare: row.below_rare,
  threshold: config.pityThreshold,
  guarantees: {
    collects: row.collects,
    belowEpic: row.below_epic,
    belowLegendary: row.below_legendary,
    rules: config.guarantees,
  },
  telescope: { level, boost: config.telescope.oddsBoostPerLevel },
});

/** A newcomer's first draw at telescope level `level` (the odds a visitor is shown). */
export const newcomerPity = (config: GameConfig, level = 1): Pity =>
  pityOf(config, { collects: 0, below_rare: 0, below_epic: 0, below_legendary: 0 }, level);

/** A drawn offer: its tier and which of that tier's candidates (from 0, in index order). */
export interface OfferDraw {
  rarity: Rarity;
  index: number;
}

/** One guarantee: its tier (or better) comes once `run` collects without it reach `dueAfter`. */
interface Guarantee {
  tier: Rarity;
  run: number;
  dueAfter: number;
}

const countOf = (counts: TierCounts, tier: Rarity) => Math.max(0, counts[tier] ?? 0);
const rank = (tier: Rarity) => RARITIES.indexOf(tier);
const atLeast = (tier: Rarity) => RARITIES.filter((t) => rank(t) >= rank(tier));

/**
 * The guarantees in force, strongest first. A newcomer guarantee counts while its run is the
 * player's every collect (they never had the tier); the Legendary one is due at the sooner of the
 * newcomer collect and the hard pity.
 */
function guaranteesOf(pity: Pity): Guarantee[] {
  const rare: Guarantee = { tier: 'RARE', run: pity.belowRare, dueAfter: pity.threshold };
  const g = pity.guarantees;
  if (!g) return [rare];
  const { rules } = g;
  const newcomer = (run: number, by: number) => (run >= g.collects ? by - 1 : Infinity);
  return [
    {
      tier: 'LEGENDARY',
      run: g.belowLegendary,
      dueAfter: Math.min(
        rules.legendaryHardPity - 1,
        newcomer(g.belowLegendary, rules.newcomerLegendaryBy),
      ),
    },
    { tier: 'EPIC', run: g.belowEpic, dueAfter: newcomer(g.belowEpic, rules.newcomerEpicBy) },
    rare,
  ];
}

/**
 * The tier whose guarantee holds this draw (the draw is of that tier or better), or null. When
 * several are due the strongest with a candidate within reach holds; one without does not.
 */
export function heldTier(counts: TierCounts, pity: Pity): Rarity | null {
  const held = guaranteesOf(pity).find(
    (g) => g.run >= g.dueAfter && atLeast(g.tier).some((t) => countOf(counts, t) > 0),
  );
  return held?.tier ?? null;
}

/** Whether a guarantee (the Rare pity or one above it) holds this draw. */
export function pityApplies(counts: TierCounts, pity: Pity): boolean {
  return heldTier(counts, pity) !== null;
}

/**
 * How many collects, this one included, until `tier` or better is guaranteed (1: this one), by the
 * nearest guarantee of that tier or a better one; Infinity when none promises it.
 */
export function guaranteedWithinFor(pity: Pity, tier: Rarity): number {
  const within = guaranteesOf(pity)
    .filter((g) => rank(g.tier) >= rank(tier))
    .map((g) => Math.max(1, g.dueAfter + 1 - g.run));
  return Math.min(Infinity, ...within);
}

/** How many collects, this one included, until Rare or better is guaranteed (1: this one). */
export function guaranteedWithin(pity: Pity): number {
  // Stryker disable next-line StringLiteral: every guarantee is of Rare or better, so any tier up to Rare counts them all
  return guaranteedWithinFor(pity, 'RARE');
}

/**
 * How much one candidate of `tier` weighs: 1, times (1 + b × (L − 1)) for Epic and Legendary at
 * telescope level L, and for Legendary times the soft pity's 1 + (n − from) once n collects in a row
 * without one pass `legendarySoftPityFrom`.
 */
function candidateWeight(tier: Rarity, pity: Pity): number {
  let weight = 1;
  if (pity.telescope && (tier === 'EPIC' || tier === 'LEGENDARY')) {
    weight *= 1 + pity.telescope.boost[tier] * (pity.telescope.level - 1);
  }
  const g = pity.guarantees;
  if (g && tier === 'LEGENDARY') {
    weight *= 1 + Math.max(0, g.belowLegendary - g.rules.legendarySoftPityFrom);
  }
  return weight;
}

/**
 * Each tier's weight in the draw: its candidates times a candidate's weight (every candidate of a
 * tier is as likely as any other); under a guarantee the tiers below the held one weigh nothing.
 */
function tierWeights(counts: TierCounts, pity: Pity): Record<Rarity, number> {
  const held = heldTier(counts, pity);
  return Object.fromEntries(
    RARITIES.map((t) => [
      t,
      held && rank(t) < rank(held) ? 0 : countOf(counts, t) * candidateWeight(t, pity),
    ]),
  ) as Record<Rarity, number>;
}

/** The chance of each tier for the next draw (all zero when nothing is within reach). */
export function tierOdds(counts: TierCounts, pity: Pity): Record<Rarity, number> {
  const weights = tierWeights(counts, pity);
  const total = RARITIES.reduce((sum, t) => sum + weights[t], 0);
  return Object.fromEntries(RARITIES.map((t) => [t, total > 0 ? weights[t] / total : 0])) as Record<
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
  const total = RARITIES.reduce((sum, t) => sum + weights[t], 0);
  if (total === 0) return null;
  let u = random() * total;
  // Only for rounding: u < total, so the loop below always picks a tier.
  // Stryker disable next-line ArrowFunction,ConditionalExpression,EqualityOperator: overwritten by the loop
  let rarity = RARITIES.findLast((t) => weights[t] > 0)!;
  for (const t of RARITIES) {
    if (u < weights[t]) {
      rarity = t;
      break;
    }
    u -= weights[t];
  }
  const count = countOf(counts, rarity);
  // Stryker disable next-line ArithmeticOperator: random() < 1, so the floor is at most count − 1 anyway
  return { rarity, index: Math.min(count - 1, Math.floor(random() * count)) };
}

/** The pity state after a collect of `rarity`. */
export function pityAfter(belowRare: number, rarity: Rarity): number {
  return RARE_OR_BETTER.includes(rarity) ? 0 : belowRare + 1;
}

/** The runs the guarantees count, after a collect of `rarity`. */
export function runsAfter(
  runs: { belowRare: number; belowEpic: number; belowLegendary: number },
  rarity: Rarity,
): { belowRare: number; belowEpic: number; belowLegendary: number } {
  return {
    belowRare: pityAfter(runs.belowRare, rarity),
    belowEpic: EPIC_OR_BETTER.includes(rarity) ? 0 : runs.belowEpic + 1,
    belowLegendary: rarity === 'LEGENDARY' ? 0 : runs.belowLegendary + 1,
  };
}
