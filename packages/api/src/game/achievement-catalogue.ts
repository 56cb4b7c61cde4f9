/**
 * What an achievement counts. Most are read from the player's systems after each change; the
 * `*-found` ones look inside a system's bodies and so count up as systems are collected.
 */
export type AchievementMetric =
  | 'systems'
  | 'habitable-systems'
  | 'multi-star-systems'
  | 'trinary-systems'
  | 'crowded-systems'
  | 'epic-systems'
  | 'legendary-systems'
  | 'total-moons'
  | 'distinct-rarities'
  | 'distinct-star-classes'
  | 'collection-streak-days'
  | 'telescope-level'
  | 'buydowns'
  | 'black-holes-found'
  | 'neutron-stars-found'
  | 'ringed-systems-found'
  | 'ocean-systems-found';

export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  category: 'milestone' | 'special' | 'challenge';
  /** 1–5, coloured by the client (green, blue, purple, amber, red) */
  level: number;
  metric: AchievementMetric;
  targetValue: number;
  rewardCredits: number;
}

const a = (
  id: string,
  name: string,
  description: string,
  category: AchievementDefinition['category'],
  level: number,
  metric: AchievementMetric,
  targetValue: number,
  rewardCredits: number,
): AchievementDefinition => ({
  id,
  name,
  description,
  category,
  level,
  metric,
  targetValue,
  rewardCredits,
});

/** The default catalogue (docs/game-rules.md has the same table). */
export const DEFAULT_ACHIEVEMENTS: AchievementDefinition[] = [
  a(
    'first-light',
    'First Light',
    'Collect your first solar system.',
    'milestone',
    1,
    'systems',
    1,
    50,
  ),
  a('explorer', 'Explorer', 'Collect 5 solar systems.', 'milestone', 1, 'systems', 5, 100),
  a('surveyor', 'Surveyor', 'Collect 10 solar systems.', 'milestone', 2, 'systems', 10, 200),
  a(
    'cartographer',
    'Cartographer',
    'Collect 25 solar systems.',
    'milestone',
    3,
    'systems',
    25,
    400,
  ),
  a('archivist', 'Archivist', 'Collect 50 solar systems.', 'milestone', 4, 'systems', 50, 800),
  a(
    'galactic-census',
    'Galactic Census',
    'Collect 100 solar systems.',
    'milestone',
    5,
    'systems',
    100,
    2000,
  ),
  a(
    'cradle-of-life',
    'Cradle of Life',
    'Collect a system with a habitable planet.',
    'special',
    2,
    'habitable-systems',
    1,
    150,
  ),
  a(
    'garden-worlds',
    'Garden Worlds',
    'Collect 5 systems with habitable planets.',
    'special',
    4,
    'habitable-systems',
    5,
    600,
  ),
  a(
    'twin-suns',
    'Twin Suns',
    'Collect a system with more than one star.',
    'special',
    1,
    'multi-star-systems',
    1,
    100,
  ),
  a(
    'triple-dance',
    'Triple Dance',
    'Collect a system with three or more stars.',
    'special',
    3,
    'trinary-systems',
    1,
    300,
  ),
  a(
    'event-horizon',
    'Event Horizon',
    'Collect a system with a black hole.',
    'special',
    4,
    'black-holes-found',
    1,
    500,
  ),
  a(
    'pulsar-beacon',
    'Pulsar Beacon',
    'Collect a system with a neutron star.',
    'special',
    3,
    'neutron-stars-found',
    1,
    300,
  ),
  a(
    'ring-bearer',
    'Ring Bearer',
    'Collect a system with a ringed planet.',
    'special',
    2,
    'ringed-systems-found',
    1,
    150,
  ),
  a(
    'deep-blue',
    'Deep Blue',
    'Collect a system with an ocean world.',
    'special',
    2,
    'ocean-systems-found',
    1,
    150,
  ),
  a(
    'crowded-orbit',
    'Crowded Orbit',
    'Collect a system with 10 or more planets.',
    'special',
    3,
    'crowded-systems',
    1,
    300,
  ),
  a(
    'epic-find',
    'Epic Find',
    'Collect an EPIC or LEGENDARY system.',
    'special',
    3,
    'epic-systems',
    1,
    300,
  ),
  a(
    'living-legend',
    'Living Legend',
    'Collect a LEGENDARY system.',
    'special',
    5,
    'legendary-systems',
    1,
    1000,
  ),
  a(
    'moon-harvest',
    'Moon Harvest',
    'Hold systems with 50 moons in total.',
    'milestone',
    2,
    'total-moons',
    50,
    200,
  ),
  a(
    'full-spectrum',
    'Full Spectrum',
    'Hold a system of every rarity.',
    'challenge',
    5,
    'distinct-rarities',
    5,
    1500,
  ),
  a(
    'star-sampler',
    'Star Sampler',
    'Hold systems whose primary stars span 7 spectral classes.',
    'challenge',
    5,
    'distinct-star-classes',
    7,
    1500,
  ),
  a(
    'week-of-wonders',
    'Week of Wonders',
    'Collect a system on 7 days in a row.',
    'challenge',
    4,
    'collection-streak-days',
    7,
    700,
  ),
  a(
    'sharper-eyes',
    'Sharper Eyes',
    'Upgrade your telescope to level 5.',
    'challenge',
    3,
    'telescope-level',
    5,
    400,
  ),
  a(
    'great-observatory',
    'Great Observatory',
    'Upgrade your telescope to level 10.',
    'challenge',
    5,
    'telescope-level',
    10,
    2000,
  ),
  a(
    'impatient',
    'Impatient',
    'Buy down the collection cooldown for the first time.',
    'challenge',
    1,
    'buydowns',
    1,
    50,
  ),
];
