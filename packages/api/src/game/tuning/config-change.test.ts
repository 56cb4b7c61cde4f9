import { getGalaxy } from '@orrery/db/galaxy';
import { assignConfig, mergeConfigFile } from '@orrery/domain/config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { getBuydownQuote } from '../collect/index.js';
import { defaultGameConfig, loadGameConfig } from '../core/index.js';
import { ConfigChangeRefused, changeGameConfig, configHistory } from './index.js';
import { at, newPlayer, seededGameDb, T0, type GameDb } from '../../../test/game/game-db.js';

let g: GameDb;
beforeEach(async () => {
  g = await seededGameDb(200);
});
afterEach(async () => g.cleanup());

const set =
  (...assignments: string[]) =>
  (live: Parameters<typeof assignConfig>[0]) =>
    assignConfig(live, assignments);

describe('changing the game config', () => {
  it('stores the change and its audit row in one go, and the rules use it at once', async () => {
    const result = await changeGameConfig(
      g.db,
      set('buydownCostPerHour=80', 'collectionRewards.EPIC=450'),
      {
        source: 'config set',
        note: 'cheaper hours',
        now: T0,
      },
    );
    expect(result.stored).toBe(true);
    expect(result.differences).toEqual([
      { key: 'collectionRewards.EPIC', before: 400, after: 450 },
      { key: 'buydownCostPerHour', before: 100, after: 80 },
    ]);
    const config = await loadGameConfig(g.db);
    expect(config.buydownCostPerHour).toBe(80);
    expect(config.collectionRewards).toEqual({
      ...defaultGameConfig().collectionRewards,
      EPIC: 450,
    });
    expect(await configHistory(g.db)).toEqual([
      {
        id: expect.any(Number),
        changedAt: T0.toISOString(),
        source: 'config set',
        note: 'cheaper hours',
        changes: result.differences,
      },
    ]);
    // A rule reads the new price.
    const player = await register(g.db, newPlayer(), T0);
    const quote = await getBuydownQuote(g.db, player.id, at(1));
    expect(quote.costPerHour).toBe(80);
  });

  it('refuses a bad change whole, one line per problem, and writes nothing', async () => {
    const before = await getGalaxy(g.db);
    const error = await changeGameConfig(
      g.db,
      set('buydownCostPerHour=80', 'cooldownHours=-2', 'telescope.maxLevel=ten', 'nope=1'),
      { source: 'config set', now: T0 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigChangeRefused);
    const { problems } = error as ConfigChangeRefused;
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'nope',
      'cooldownHours',
      'telescope.maxLevel',
    ]);
    expect(await getGalaxy(g.db)).toEqual(before);
    expect(await configHistory(g.db)).toEqual([]);
  });

  it('a dry run diffs and writes nothing; an unchanged config writes no row', async () => {
    const before = await getGalaxy(g.db);
    const dry = await changeGameConfig(g.db, set('startingCredits=250'), {
      source: 'config set',
      now: T0,
      dryRun: true,
    });
    expect(dry).toMatchObject({
      stored: false,
      differences: [{ key: 'startingCredits', before: 0, after: 250 }],
    });
    const same = await changeGameConfig(g.db, (live) => mergeConfigFile(live, live), {
      source: 'config apply',
      now: T0,
    });
    expect(same).toMatchObject({ stored: false, differences: [] });
    expect(await getGalaxy(g.db)).toEqual(before);
    expect(await configHistory(g.db)).toEqual([]);
  });

  it('keeps the other stored keys, and lists changes newest first', async () => {
    await changeGameConfig(g.db, set('telescope.baseRangeLy=12000'), {
      source: 'config set',
      now: T0,
    });
    await changeGameConfig(
      g.db,
      (live) => mergeConfigFile(live, { streakBonus: { maxPercent: 40 } }),
      {
        source: 'config apply',
        now: at(1),
      },
    );
    const config = await loadGameConfig(g.db);
    expect(config.telescope.baseRangeLy).toBe(12000);
    expect(config.streakBonus).toEqual({ percentPerDay: 10, maxPercent: 40 });
    const history = await configHistory(g.db);
    expect(history.map((h) => [h.source, h.changes[0]!.key])).toEqual([
      ['config apply', 'streakBonus.maxPercent'],
      ['config set', 'telescope.baseRangeLy'],
    ]);
  });

  it('keeps the achievement catalogue in step with the config', async () => {
    await changeGameConfig(
      g.db,
      (live) =>
        mergeConfigFile(live, {
          achievements: live.achievements.map((a, i) =>
            i === 0 ? { ...a, rewardCredits: 777 } : a,
          ),
        }),
      { source: 'config apply', now: T0 },
    );
    const first = defaultGameConfig().achievements[0]!;
    const row = await g.db
      .selectFrom('achievements')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row.reward_credits).toBe(777);
  });
});
