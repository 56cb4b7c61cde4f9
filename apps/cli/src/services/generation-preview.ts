import { CARD_TYPES, RARITIES, SPECTRAL_CLASSES } from '@orrery/domain';
import {
  calibrateThresholds,
  DEFAULT_RARITY_TARGET,
  summaries,
  type GalaxyParams,
  type RarityConfig,
  type RarityThresholds,
  type SystemSummary,
} from '@orrery/procgen';

/** Shares in percent of the sample, by label, in the order a designer reads them. */
export type Shares = Record<string, number>;

/** What a designer compares between two profiles. */
export interface Distributions {
  starClasses: Shares;
  cardTypes: Shares;
  planetsPerSystem: Shares;
  meanPlanets: number;
  habitableShare: number;
  multiplicity: Shares;
  rarity: Shares;
}

export const DISTRIBUTION_TITLES: Record<
  Exclude<keyof Distributions, 'meanPlanets' | 'habitableShare'>,
  string
> = {
  starClasses: 'Primary star class',
  cardTypes: 'Card type',
  planetsPerSystem: 'Planets per system',
  multiplicity: 'Multiplicity',
  rarity: 'Rarity tier (current thresholds)',
};

const PLANET_BUCKETS = ['0', '1', '2', '3', '4', '5', '6+'];
const MULTIPLICITY = ['single', 'binary', 'triple'];

/** Counts the sample's figures as it streams past; `shares()` turns them into percentages. */
class Tally {
  readonly scores: Float64Array;
  private readonly counts = new Map<string, Map<string, number>>();
  private planets = 0;
  private habitable = 0;
  private n = 0;

  constructor(sample: number) {
    this.scores = new Float64Array(sample);
  }

  private bump(group: string, key: string): void {
    const counts = this.counts.get(group) ?? new Map<string, number>();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    this.counts.set(group, counts);
  }

  add(s: SystemSummary): void {
    this.scores[this.n] = s.rarityScore;
    this.n += 1;
    this.bump('starClasses', s.firstStarClass);
    this.bump('cardTypes', s.cardType);
    this.bump('planetsPerSystem', PLANET_BUCKETS[Math.min(s.planetCount, 6)] as string);
    this.bump('multiplicity', MULTIPLICITY[Math.min(s.starCount, 3) - 1] as string);
    this.bump('rarity', s.rarity);
    this.planets += s.planetCount;
    if (s.habitable) this.habitable += 1;
  }

  private shares(group: string, order: readonly string[]): Shares {
    const counts = this.counts.get(group);
    return Object.fromEntries(order.map((k) => [k, (100 * (counts?.get(k) ?? 0)) / this.n]));
  }

  distributions(): Distributions {
    return {
      starClasses: this.shares('starClasses', SPECTRAL_CLASSES),
      cardTypes: this.shares('cardTypes', CARD_TYPES),
      planetsPerSystem: this.shares('planetsPerSystem', PLANET_BUCKETS),
      meanPlanets: this.planets / this.n,
      habitableShare: (100 * this.habitable) / this.n,
      multiplicity: this.shares('multiplicity', MULTIPLICITY),
      rarity: this.shares('rarity', RARITIES),
    };
  }
}

export interface ProfilePreview {
  sample: number;
  current: Distributions;
  profile: Distributions;
  /** the thresholds `seed --profile` would fit to the profile's scores (the default target) */
  refitThresholds: RarityThresholds;
}

/**
 * The first `sample` systems of the galaxy's seed and version, under its current profile and under
 * `profile`, counted. Rarity tiers use the galaxy's current thresholds for both, so a profile that
 * makes rare systems commoner shows it; `refitThresholds` are what seeding with it would use.
 */
export function previewProfile(
  current: GalaxyParams,
  candidate: GalaxyParams,
  rarity: RarityConfig,
  sample: number,
  onProgress: (done: number) => void,
): ProfilePreview {
  const tallies = [current, candidate].map((galaxy, pass) => {
    const tally = new Tally(sample);
    let done = 0;
    for (const s of summaries({ ...galaxy, size: sample }, { rarity })) {
      tally.add(s);
      done += 1;
      if (done % 1_000 === 0) onProgress(pass * sample + done);
    }
    return tally;
  });
  const [before, after] = tallies as [Tally, Tally];
  return {
    sample,
    current: before.distributions(),
    profile: after.distributions(),
    refitThresholds: calibrateThresholds(after.scores, DEFAULT_RARITY_TARGET),
  };
}
