import { insertDiscovery } from '@orrery/db/discoveries';
import { recordTransaction } from '@orrery/db/economy';
import { type NewSystem } from '@orrery/db/systems';
import type { StarType } from '@orrery/domain';
import {
  achievementMetricSchema,
  DEFAULT_ACHIEVEMENTS,
  type AchievementDefinition,
  type AchievementMetric,
  type GameConfig,
} from '@orrery/domain/config';
import { generateSystem, type SolarSystemDetail } from '@orrery/procgen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateAchievements } from './achievements.js';
import { countDiscovery } from './player-stats.js';
import { register } from '../accounts/index.js';
import { defaultGameConfig } from '../core/index.js';
import { syncAchievementCatalogue } from '../operations/index.js';
import { getAchievementRecords, getRecentAchievement } from './index.js';
import { at, HOUR, newPlayer, placedGameDb, T0, type GameDb } from '../../../test/game/game-db.js';

/**
 * What each achievement counts, through evaluateAchievements (the call every collect, upgrade and
 * buy-down makes): a catalogue with one far-off achievement per metric shows each metric's value
 * as its progress, and one with exact targets shows where an achievement completes.
 */
const DAY = 24 * HOUR;

const achievement = (
  metric: AchievementMetric,
  targetValue: number,
  rewardCredits = 0,
  level = 1,
  id = `${metric}-${targetValue}`,
): AchievementDefinition => ({
  id,
  name: `${metric} ${targetValue}`,
  description: `Reach ${targetValue} ${metric}.`,
  category: 'challenge',
  level,
  metric,
  targetValue,
  rewardCredits,
});

/** One achievement per metric that nobody reaches: its progress is the metric's value. */
const COUNTERS = achievementMetricSchema.options.map((metric) => achievement(metric, 1_000));
const EXACT = [
  achievement('systems', 3, 30),
  achievement('systems', 4, 40),
  achievement('total-moons', 7, 70),
  achievement('total-moons', 8, 80),
];
const UNPAID = [achievement('systems', 1, 0, 1, 'unpaid')];
const RECENT = [
  achievement('systems', 1, 0, 2, 'recent-systems'),
  achievement('total-moons', 1, 0, 4, 'recent-moons'),
  achievement('trinary-systems', 1, 0, 1, 'recent-trinary'),
];

function configWith(achievements: AchievementDefinition[]): GameConfig {
  return { ...defaultGameConfig(), achievements };
}

/**
 * The stored systems each test's player holds (a system has one discoverer). One database for the
 * file, its catalogue the union of every test's: evaluateAchievements judges only the
 * achievements of the config it is given. A fresh database per test costs seconds on PostgreSQL.
 */
const HOLDINGS = {
  edges: [
    { star_count: 1, planet_count: 9, rarity: 'RARE', habitable: 1, moon_count: 3 },
    { star_count: 2, planet_count: 10, rarity: 'EPIC', habitable: 0, moon_count: 0 },
    { star_count: 3, planet_count: 12, rarity: 'LEGENDARY', habitable: 1, moon_count: 4 },
    { star_count: 1, planet_count: 0, rarity: 'COMMON', habitable: 0, moon_count: 0 },
  ],
  distinct: [
    { first_star_class: 'G', rarity: 'COMMON' },
    { first_star_class: 'G', rarity: 'COMMON' },
    { first_star_class: 'M', rarity: 'UNCOMMON' },
    { first_star_class: 'O', rarity: 'COMMON' },
  ],
  streak: [{}, {}, {}, {}, {}],
  gap: [{}, {}, {}, {}],
  found: [{}],
  horizon: [{}],
  exact: [{ moon_count: 3 }, { moon_count: 4 }, {}],
  unpaid: [{}],
  buydowns: [{}],
  lowered: [{}, {}],
  recent: [{ moon_count: 1 }],
} satisfies Record<string, Partial<NewSystem>[]>;
const FIRST: Record<string, number> = {};
const ROWS: Partial<NewSystem>[] = [];
for (const [name, rows] of Object.entries(HOLDINGS)) {
  FIRST[name] = ROWS.length;
  ROWS.push(...rows);
}

const LOWERED = achievement('systems', 5, 0, 1, 'lowered');
const CATALOGUE = [...DEFAULT_ACHIEVEMENTS, ...COUNTERS, ...EXACT, ...UNPAID, ...RECENT, LOWERED];

let g: GameDb;
beforeAll(async () => {
  g = await placedGameDb(
    ROWS.map((_, i) => [i * 10, 0, 0]),
    configWith(CATALOGUE),
    ROWS,
  );
});
afterAll(() => g.cleanup());

/**
 * A new player holding a test's systems, discovered at the given times (T0 onwards) and counted
 * into their figures as a collect counts them (the streak metric reads those).
 */
async function playerHolding(
  holding: keyof typeof HOLDINGS,
  discoveredAt: (i: number) => Date = (i) => at(i),
) {
  const db = g.db;
  const { id } = await register(db, newPlayer(), T0);
  const first = FIRST[holding]!;
  for (let i = 0; i < HOLDINGS[holding].length; i++) {
    await insertDiscovery(db, {
      system_id: first + i,
      user_id: id,
      discovered_at: discoveredAt(i).toISOString(),
    });
    await countDiscovery(db, id, { rarity_score: 0 }, discoveredAt(i));
  }
  const progress = async () =>
    new Map((await getAchievementRecords(db, id)).map((r) => [r.achievement.id, r] as const));
  return { db, id, first, progress };
}

async function metricValues(
  holding: keyof typeof HOLDINGS,
  discoveredAt?: (i: number) => Date,
): Promise<Record<string, number>> {
  const config = configWith(COUNTERS);
  const { db, id, progress } = await playerHolding(holding, discoveredAt);
  await evaluateAchievements(db, id, config, at(1_000));
  const records = await progress();
  return Object.fromEntries(COUNTERS.map((a) => [a.metric, records.get(a.id)!.progress]));
}

describe('achievement metrics read from the discovered systems', () => {
  it('counts habitable, multi-star, trinary, crowded, epic and legendary systems at their edges', async () => {
    const values = await metricValues('edges');
    expect(values).toMatchObject({
      systems: 4,
      'habitable-systems': 2,
      // Two or more stars is multi-star; three or more is trinary.
      'multi-star-systems': 2,
      'trinary-systems': 1,
      // Ten planets is crowded, nine is not.
      'crowded-systems': 2,
      // LEGENDARY counts as an epic find too; RARE does not.
      'epic-systems': 2,
      'legendary-systems': 1,
      'total-moons': 7,
      'distinct-rarities': 4,
      'distinct-star-classes': 1,
      'telescope-level': 1,
      buydowns: 0,
    });
  });

  it('counts distinct star classes and rarities, not systems', async () => {
    const values = await metricValues('distinct');
    expect(values['distinct-star-classes']).toBe(3);
    expect(values['distinct-rarities']).toBe(2);
  });

  it('counts the longest streak of days in a row with a collection, not collections', async () => {
    // Days 0, 2, 3, 3 (twice) and 4 at noon: the run 2–3–4 is three days; day 0 stands alone.
    const days = [0, 2, 3, 3, 4];
    const values = await metricValues('streak', (i) => new Date(T0.getTime() + days[i]! * DAY));
    expect(values['collection-streak-days']).toBe(3);
  });

  it('breaks the streak on a missed day', async () => {
    const days = [0, 2, 4, 6];
    const values = await metricValues('gap', (i) => new Date(T0.getTime() + days[i]! * DAY));
    expect(values['collection-streak-days']).toBe(1);
  });
});

/** A real generated system with two stars and three planets, none of them special. */
function plainSystem(): SolarSystemDetail {
  const galaxy = { seed: 'achievement-rules', size: 1000, generatorVersion: 2 as const };
  for (let index = 0; ; index++) {
    const s = generateSystem(galaxy, index);
    if (s.stars.length >= 2 && s.planets.length >= 3) {
      const star = {
        ...s.stars[0]!,
        type: 'main-sequence' as StarType,
        spectralClass: 'G' as const,
      };
      return {
        ...s,
        stars: [star, { ...star }],
        planets: s.planets.map((p) => ({ ...p, type: 'terrestrial', visibleRings: null })),
      };
    }
  }
}

/** The plain system with its second star, or its second planet, given the feature. */
function systemWith(feature: 'black-hole' | 'neutron' | 'rings' | 'ocean'): SolarSystemDetail {
  const s = plainSystem();
  if (feature === 'black-hole' || feature === 'neutron') {
    return { ...s, stars: [s.stars[0]!, { ...s.stars[1]!, type: feature }] };
  }
  const planets = [...s.planets];
  planets[1] =
    feature === 'ocean'
      ? { ...planets[1]!, type: 'ocean' }
      : {
          ...planets[1]!,
          visibleRings: {
            composition: ['water ice'],
            color: 'white',
            width: 40_000,
            density: 0.6,
            opacity: 0.5,
            stability: 0.9,
          },
        };
  return { ...s, planets };
}

describe('the *-found achievements count features of the systems as they are collected', () => {
  const FOUND = {
    'black-holes-found': 'black-hole',
    'neutron-stars-found': 'neutron',
    'ringed-systems-found': 'rings',
    'ocean-systems-found': 'ocean',
  } as const;

  it('counts up one per collected system with a black hole, neutron star, rings or an ocean world', async () => {
    const config = configWith(COUNTERS);
    const { db, id, progress } = await playerHolding('found');
    const foundValues = async () => {
      const records = await progress();
      return Object.fromEntries(
        Object.keys(FOUND).map((metric) => [metric, records.get(`${metric}-1000`)!.progress]),
      );
    };
    await evaluateAchievements(db, id, config, at(10), plainSystem());
    expect(await foundValues()).toEqual({
      'black-holes-found': 0,
      'neutron-stars-found': 0,
      'ringed-systems-found': 0,
      'ocean-systems-found': 0,
    });
    for (const [hour, feature] of [
      [11, 'black-hole'],
      [12, 'black-hole'],
      [13, 'neutron'],
      [14, 'rings'],
      [15, 'ocean'],
      [16, 'ocean'],
      [17, 'ocean'],
    ] as const) {
      await evaluateAchievements(db, id, config, at(hour), systemWith(feature));
    }
    // A change that collects nothing (an upgrade, a buy-down) keeps the counts.
    await evaluateAchievements(db, id, config, at(18));
    expect(await foundValues()).toEqual({
      'black-holes-found': 2,
      'neutron-stars-found': 1,
      'ringed-systems-found': 1,
      'ocean-systems-found': 3,
    });
  });

  it('completes Event Horizon with the first black hole and pays it once', async () => {
    const config = defaultGameConfig();
    const { db, id, progress } = await playerHolding('horizon');
    const earned = await evaluateAchievements(db, id, config, at(5), systemWith('black-hole'));
    expect(earned.map((a) => a.id)).toEqual(['first-light', 'event-horizon']);
    expect(await evaluateAchievements(db, id, config, at(6), systemWith('black-hole'))).toEqual([]);
    expect((await progress()).get('event-horizon')).toMatchObject({
      progress: 1,
      completed: true,
      completedAt: at(5).toISOString(),
    });
    const paid = await db
      .selectFrom('ledger_transactions')
      .select(['reason', 'description', 'amount', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('id')
      .execute();
    expect(paid).toEqual([
      {
        reason: 'achievement',
        description: 'First Light',
        amount: 50,
        created_at: at(5).toISOString(),
      },
      {
        reason: 'achievement',
        description: 'Event Horizon',
        amount: 500,
        created_at: at(5).toISOString(),
      },
    ]);
    // One mail tells of both, in the same transaction.
    const mails = await db
      .selectFrom('mail_outbox')
      .select('payload')
      .where('user_id', '=', id)
      .where('kind', '=', 'achievement-unlocked')
      .execute();
    expect(mails.map((m) => JSON.parse(m.payload) as unknown)).toEqual([
      {
        achievements: [
          {
            name: 'First Light',
            description: 'Collect your first solar system.',
            rewardCredits: 50,
          },
          {
            name: 'Event Horizon',
            description: expect.any(String) as string,
            rewardCredits: 500,
          },
        ],
      },
    ]);
  });
});

describe('achievement metrics read from the ledger and the account', () => {
  it('counts the buy-downs the ledger holds', async () => {
    const config = configWith(COUNTERS);
    const { db, id, progress } = await playerHolding('buydowns');
    for (const [hour, reason, amount] of [
      [1, 'grant', 100],
      [2, 'buydown', -30],
      [3, 'telescope', -10],
      [4, 'buydown', -20],
    ] as const) {
      await recordTransaction(db, {
        user_id: id,
        reason,
        description: reason,
        amount,
        created_at: at(hour).toISOString(),
      });
    }
    await evaluateAchievements(db, id, config, at(5));
    expect((await progress()).get('buydowns-1000')?.progress).toBe(2);
  });

  it('refuses to judge an account that is gone', async () => {
    await expect(
      evaluateAchievements(g.db, 999_999, configWith(COUNTERS), at(1)),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('completing an achievement', () => {
  it('completes at exactly the target value, not one below it', async () => {
    const config = configWith(EXACT);
    const { db, id, progress } = await playerHolding('exact');
    const earned = await evaluateAchievements(db, id, config, at(100));
    expect(earned.map((a) => a.id)).toEqual(['systems-3', 'total-moons-7']);
    const records = await progress();
    expect(records.get('systems-4')).toMatchObject({ progress: 3, completed: false });
    expect(records.get('total-moons-8')).toMatchObject({ progress: 7, completed: false });
    const balance = await db
      .selectFrom('users')
      .select('currency')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(balance.currency).toBe(30 + 70);
  });

  it('completes an achievement whose target a designer lowered to the progress already made', async () => {
    const { db, id, progress } = await playerHolding('lowered');
    await evaluateAchievements(db, id, configWith([LOWERED]), at(1));
    expect((await progress()).get('lowered')).toMatchObject({ progress: 2, completed: false });
    const lowered = { ...LOWERED, targetValue: 2 };
    await syncAchievementCatalogue(
      db,
      configWith(CATALOGUE.map((a) => (a.id === lowered.id ? lowered : a))),
    );
    expect(
      (await evaluateAchievements(db, id, configWith([lowered]), at(2))).map((a) => a.id),
    ).toEqual(['lowered']);
  });

  it('pays nothing for an achievement without a reward, yet completes it', async () => {
    const config = configWith(UNPAID);
    const { db, id, progress } = await playerHolding('unpaid');
    expect((await evaluateAchievements(db, id, config, at(2))).map((a) => a.id)).toEqual([
      'unpaid',
    ]);
    expect((await progress()).get('unpaid')).toMatchObject({ completed: true });
    const rows = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('names the newest completion as the recent one, the higher level first on a tie', async () => {
    const config = configWith(RECENT);
    const { db, id, first } = await playerHolding('recent');
    await evaluateAchievements(db, id, config, at(2));
    expect((await getRecentAchievement(db, id))?.achievement.id).toBe('recent-moons');
    await db.updateTable('systems').set({ star_count: 3 }).where('id', '=', first).execute();
    await evaluateAchievements(db, id, config, at(3));
    expect((await getRecentAchievement(db, id))?.achievement.id).toBe('recent-trinary');
  });
});
