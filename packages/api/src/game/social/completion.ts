import { type Db } from '@orrery/db';
import { findUserById } from '@orrery/db/accounts';
import { listUserSystems } from '@orrery/db/discoveries';
import { listSectors } from '@orrery/db/galaxy';
import { RARITIES, STAR_TYPES, type Rarity, type StarType } from '@orrery/domain';
import { generateSystem } from '@orrery/procgen';
import { accountGone } from '../core/errors.js';
import { galaxyAndConfig } from '../systems/galaxy.js';
import type { Completion, CompletionGroup } from './social-views.js';

function group<K extends string>(kinds: readonly K[], counts: Map<K, number>): CompletionGroup<K> {
  const items = kinds.map((key) => ({ key, held: counts.get(key) ?? 0 }));
  return { held: items.filter((item) => item.held > 0).length, total: kinds.length, items };
}

function increment<K>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Held systems per star type: any star of a system counts (the table keeps the first star only). */
async function heldStarTypes(db: Db, held: { id: number }[]): Promise<Map<StarType, number>> {
  const counts = new Map<StarType, number>();
  if (held.length === 0) return counts;
  const { galaxy, config } = await galaxyAndConfig(db);
  for (const row of held) {
    const detail = generateSystem(galaxy.params, row.id, config.rarity);
    for (const type of new Set(detail.stars.map((star) => star.type))) increment(counts, type);
  }
  return counts;
}

/**
 * How far the player's collection has come, the way collectors count it: rarity tiers, star types
 * and sectors of the galaxy, each kind with the number of held systems of it.
 */
export async function getCompletion(db: Db, userId: number): Promise<Completion> {
  if (!(await findUserById(db, userId))) throw accountGone();
  const held = await listUserSystems(db, userId);
  const rarity = new Map<Rarity, number>();
  const sectors = new Map<string, number>();
  for (const row of held) {
    increment(rarity, row.rarity);
    increment(sectors, row.sector);
  }
  return {
    systems: held.length,
    rarity: group(RARITIES, rarity),
    starTypes: group(STAR_TYPES, await heldStarTypes(db, held)),
    sectors: group(await listSectors(db), sectors),
  };
}
