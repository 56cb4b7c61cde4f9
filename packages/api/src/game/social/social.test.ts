import { listUserSystems } from '@orrery/db/discoveries';
import { listSectors } from '@orrery/db/galaxy';
import { findPlayerStats } from '@orrery/db/profiles';
import { RARITIES, STAR_TYPES } from '@orrery/domain';
import { DEFAULT_RARITY_WEIGHTS, generateSystem } from '@orrery/procgen';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAccount, register } from '../accounts/index.js';
import { collectSystem, findCollectableSystem } from '../collect/index.js';
import { loadGameConfig, weekOf, type UserProfile } from '../core/index.js';
import { resetGalaxy } from '../operations/index.js';
import { galaxyInfo } from '../systems/index.js';
import { applyRebalance, planRebalance } from '../tuning/index.js';
import {
  getCompletion,
  getLeaderboards,
  getProfileSettings,
  getPublicProfile,
  updateProfileSettings,
} from './index.js';
import {
  at,
  expectRefusal,
  newPlayer,
  placedGameDb,
  seededGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

let g: GameDb;
afterEach(async () => g.cleanup());

/** Collects `count` systems for the player, a day apart from `startHours`; returns their hashes. */
async function collectDays(player: UserProfile, count: number, startHours = 0): Promise<string[]> {
  const hashes: string[] = [];
  for (let day = 0; day < count; day++) {
    const now = at(startHours + day * 24);
    const hash = await findCollectableSystem(g.db, player.id, now, OFFER_KEY);
    await collectSystem(g.db, player.id, hash, now, OFFER_KEY);
    hashes.push(hash);
  }
  return hashes;
}

describe('completion', () => {
  it('counts rarity tiers, star types (any star) and sectors held, of those there are', async () => {
    g = await seededGameDb(400);
    const player = await register(g.db, newPlayer(), T0);
    const empty = await getCompletion(g.db, player.id);
    const sectors = await listSectors(g.db);
    expect(empty.systems).toBe(0);
    expect(empty.rarity).toEqual({
      held: 0,
      total: 5,
      items: RARITIES.map((key) => ({ key, held: 0 })),
    });
    expect(empty.starTypes.total).toBe(STAR_TYPES.length);
    expect(empty.sectors).toMatchObject({ held: 0, total: sectors.length });
    expect(sectors.length).toBeGreaterThan(5);

    await collectDays(player, 6);
    const completion = await getCompletion(g.db, player.id);
    const held = await listUserSystems(g.db, player.id);
    const { params } = await galaxyInfo(g.db);
    const rarity = (await loadGameConfig(g.db)).rarity;
    expect(completion.systems).toBe(6);
    const heldSectors = new Set(held.map((s) => s.sector));
    expect(completion.sectors.held).toBe(heldSectors.size);
    for (const item of completion.sectors.items) {
      expect(item.held).toBe(held.filter((s) => s.sector === item.key).length);
    }
    for (const item of completion.rarity.items) {
      expect(item.held).toBe(held.filter((s) => s.rarity === item.key).length);
    }
    for (const item of completion.starTypes.items) {
      const withType = held.filter((s) =>
        generateSystem(params, s.id, rarity).stars.some((star) => star.type === item.key),
      );
      expect(item.held, item.key).toBe(withType.length);
    }
    expect(completion.starTypes.held).toBe(
      completion.starTypes.items.filter((i) => i.held > 0).length,
    );
  });
});

describe('public profiles', () => {
  it('shows name, join date, systems, rarest find, achievements and the showcase, nothing private', async () => {
    g = await seededGameDb(400);
    const player = await register(g.db, newPlayer({ suffix: 'Concord' }), T0);
    const hashes = await collectDays(player, 3);
    await updateProfileSettings(g.db, player.id, { showcase: [hashes[2]!, hashes[0]!] });

    const profile = await getPublicProfile(g.db, player.username.toUpperCase(), null);
    expect(profile).toMatchObject({
      username: player.username,
      suffix: 'Concord',
      societyName: `${player.username} Concord`,
      joinedAt: T0.toISOString(),
      systemsCollected: 3,
      private: false,
    });
    const held = await listUserSystems(g.db, player.id);
    const best = Math.max(...held.map((s) => s.rarity_score));
    expect(profile.rarestFind?.rarityScore).toBe(best);
    expect(profile.showcase.map((c) => c.hash)).toEqual([hashes[2], hashes[0]]);
    expect(profile.achievementsCompleted).toBeGreaterThan(0);
    expect(profile.achievements.map((a) => a.id)).toContain('first-light');
    expect(profile.achievementsTotal).toBeGreaterThan(profile.achievementsCompleted);
    const text = JSON.stringify(profile);
    for (const secret of [player.email, 'email', 'currency', 'telescope', 'nextCollection']) {
      expect(text).not.toContain(secret);
    }
  });

  it('is not found when unknown, or private to anyone but its owner', async () => {
    g = await seededGameDb(100);
    const owner = await register(g.db, newPlayer(), T0);
    const other = await register(g.db, newPlayer(), T0);
    await expect(getPublicProfile(g.db, 'Nobody At All', null)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Society not found',
    });
    await updateProfileSettings(g.db, owner.id, { private: true });
    for (const viewer of [null, other.id]) {
      await expect(getPublicProfile(g.db, owner.username, viewer)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Society not found',
      });
    }
    expect((await getPublicProfile(g.db, owner.username, owner.id)).private).toBe(true);
    await updateProfileSettings(g.db, owner.id, { private: false });
    expect((await getPublicProfile(g.db, owner.username, null)).private).toBe(false);
  });
});

describe('profile settings', () => {
  it('changes only what is sent', async () => {
    g = await seededGameDb(200);
    const player = await register(g.db, newPlayer(), T0);
    const hashes = await collectDays(player, 2);
    expect(await getProfileSettings(g.db, player.id)).toEqual({ private: false, showcase: [] });
    await updateProfileSettings(g.db, player.id, { showcase: hashes });
    await updateProfileSettings(g.db, player.id, { private: true });
    expect(await getProfileSettings(g.db, player.id)).toEqual({ private: true, showcase: hashes });
    expect(await updateProfileSettings(g.db, player.id, { showcase: [] })).toEqual({
      private: true,
      showcase: [],
    });
  });

  it("refuses another player's, an unknown, a repeated or a seventh card, changing nothing", async () => {
    g = await seededGameDb(300);
    const player = await register(g.db, newPlayer(), T0);
    const rival = await register(g.db, newPlayer(), T0);
    const mine = await collectDays(player, 7);
    const theirs = await collectDays(rival, 1);
    await updateProfileSettings(g.db, player.id, { showcase: [mine[0]!] });
    const refuse = (showcase: string[], message: RegExp) =>
      expectRefusal(
        g.db,
        () =>
          updateProfileSettings(g.db, player.id, { private: true, showcase }).catch((e) => {
            expect(e.message).toMatch(message);
            expect(e.details).toHaveProperty('showcase');
            throw e;
          }),
        'INVALID_INPUT',
      );
    await refuse([mine[1]!, theirs[0]!], /only showcase systems you hold/);
    await refuse(['no-such-hash'], /only showcase systems you hold/);
    await refuse([mine[1]!, mine[1]!], /once/);
    await refuse(mine.slice(0, 7), /at most 6/);
    expect(await getProfileSettings(g.db, player.id)).toEqual({
      private: false,
      showcase: [mine[0]],
    });
  });
});

describe('leaderboards', () => {
  it('ranks by systems, rarity total and this week, ties sharing a rank, with the viewer’s own', async () => {
    // Hand-placed systems with known scores, all in reach of each other.
    g = await placedGameDb(Array.from({ length: 12 }, (_, i) => [i * 10, 0, 0]));
    for (let id = 0; id < 12; id++) {
      await g.db
        .updateTable('systems')
        .set({ rarity_score: id + 0.5 })
        .where('id', '=', id)
        .execute();
    }
    const players: UserProfile[] = [];
    for (let i = 0; i < 4; i++) players.push(await register(g.db, newPlayer(), T0));
    // T0 is Sunday 2026-03-01; +24 h is Monday, a new week.
    const collect = (p: number, id: number, hours: number) =>
      collectSystem(g.db, players[p]!.id, `sys${id}`, at(hours), OFFER_KEY);
    await collect(0, 0, 0);
    await collect(0, 1, 24);
    await collect(1, 11, 0);
    await collect(1, 2, 24);
    await collect(2, 3, 30);
    // p3 collects nothing.
    const now = at(30);
    const view = await getLeaderboards(g.db, players[2]!.id, now);
    expect(view.week).toEqual(weekOf(now));
    const board = (id: string) => view.boards.find((b) => b.id === id)!;
    const names = (id: string) => board(id).entries.map((e) => [e.rank, e.username, e.value]);
    expect(names('systems')).toEqual([
      [1, players[0]!.username, 2],
      [1, players[1]!.username, 2],
      [3, players[2]!.username, 1],
    ]);
    expect(names('rarity')).toEqual([
      [1, players[1]!.username, 14],
      [2, players[2]!.username, 3.5],
      [3, players[0]!.username, 2],
    ]);
    expect(names('week')).toEqual([
      [1, players[0]!.username, 1],
      [1, players[1]!.username, 1],
      [1, players[2]!.username, 1],
    ]);
    expect(board('systems').viewer).toEqual({ rank: 3, value: 1 });
    expect(board('rarity').viewer).toEqual({ rank: 2, value: 3.5 });
    // Two days in a row for p0 and p1 (UTC, the default zone), one for p2.
    expect(names('streak')).toEqual([
      [1, players[0]!.username, 2],
      [1, players[1]!.username, 2],
      [3, players[2]!.username, 1],
    ]);
    expect(board('streak').viewer).toEqual({ rank: 3, value: 1 });
    expect(board('streak').pending).toBeUndefined();
    // A player with nothing is unranked; a visitor has no own row.
    const idle = await getLeaderboards(g.db, players[3]!.id, now);
    expect(idle.boards.find((b) => b.id === 'systems')!.viewer).toEqual({ rank: null, value: 0 });
    expect((await getLeaderboards(g.db, null, now)).boards.every((b) => b.viewer === null)).toBe(
      true,
    );
    // Next week the week's board starts empty.
    const later = await getLeaderboards(g.db, players[0]!.id, at(24 * 8));
    expect(later.boards.find((b) => b.id === 'week')!.entries).toEqual([]);
    // A private society keeps its place on the boards, unnamed and without a link, but to itself.
    await updateProfileSettings(g.db, players[1]!.id, { private: true });
    const hidden = (await getLeaderboards(g.db, null, now)).boards[0]!.entries;
    expect(hidden.map((e) => e.hasProfile)).toEqual([true, false, true]);
    expect(hidden[1]).toMatchObject({ username: null, societyName: null });
    expect(JSON.stringify(hidden)).not.toContain(players[1]!.username);
    const own = (await getLeaderboards(g.db, players[1]!.id, now)).boards[0]!.entries[1];
    expect(own).toMatchObject({ username: players[1]!.username, hasProfile: true });
    // Deleting an account takes it off every board.
    await removeAccount(g.db, players[0]!.id);
    const after = await getLeaderboards(g.db, null, now);
    expect(after.boards[0]!.entries.map((e) => e.username)).not.toContain(players[0]!.username);
  });

  it('follows a rebalance of the scores, and empties on a galaxy reset', async () => {
    g = await seededGameDb(300);
    const player = await register(g.db, newPlayer(), T0);
    await collectDays(player, 3);
    const weights = { ...DEFAULT_RARITY_WEIGHTS, planet: DEFAULT_RARITY_WEIGHTS.planet + 3 };
    const plan = await planRebalance(
      g.db,
      { COMMON: 60, UNCOMMON: 25, RARE: 10, EPIC: 4, LEGENDARY: 1 },
      weights,
    );
    await applyRebalance(g.db, plan, { now: T0 });
    const held = await listUserSystems(g.db, player.id);
    const expected = held.reduce((sum, s) => sum + Math.round(s.rarity_score * 1000), 0);
    expect((await findPlayerStats(g.db, player.id))?.rarity_milli).toBe(expected);
    const rarityBoard = (await getLeaderboards(g.db, player.id, at(72))).boards[1]!;
    expect(rarityBoard.viewer).toEqual({ rank: 1, value: expected / 1000 });
    await resetGalaxy(g.db, { all: false });
    const emptied = await getLeaderboards(g.db, player.id, at(72));
    expect(emptied.boards.every((b) => b.entries.length === 0)).toBe(true);
  });
});
