import { galaxyParamsOf, loadGameConfig } from '@orrery/api/game/core';
import { getFullSystem } from '@orrery/api/game/systems';
import type { FullSystem } from '@orrery/api/game/core';
import { findSystemByHash, findSystemById } from '@orrery/db/systems';
import type { Db } from '@orrery/db';
import type { Galaxy } from '@orrery/db/galaxy';
import { generateSystem, type Planet, type Star } from '@orrery/procgen';
import { CliError } from '../shell/cli-error.js';

/** What the tree needs: the server's view of the system, with every generated body in full. */
export type InspectedSystem = Omit<FullSystem, 'stars' | 'planets'> & {
  index: number;
  /** the generator version its galaxy was seeded with (and keeps generating) */
  generatorVersion: number;
  stars: Star[];
  planets: Planet[];
};

/** A system by index (digits) or hash; a digits-only hash still resolves when no index matches. */
async function findSystem(db: Db, key: string) {
  const byIndex = /^\d+$/.test(key) ? await findSystemById(db, Number(key)) : undefined;
  const row = byIndex ?? (await findSystemByHash(db, key));
  if (!row) throw new CliError(`No system with index or hash ${key}.`);
  return row;
}

/**
 * `served` is exactly what the server answers for the system's /full route (the game layer's view,
 * stored rarity and discovery overlaid); `inspected` adds every generated body in full, discovered
 * or not, for the developer's tree.
 */
export async function inspectSystem(
  db: Db,
  galaxy: Galaxy,
  key: string,
): Promise<{ served: FullSystem; inspected: InspectedSystem }> {
  const row = await findSystem(db, key);
  const served = await getFullSystem(db, row.hash);
  const { rarity } = await loadGameConfig(db);
  const params = galaxyParamsOf(galaxy);
  const detail = generateSystem(params, row.id, rarity);
  return {
    served,
    inspected: {
      ...served,
      index: row.id,
      generatorVersion: params.generatorVersion,
      stars: detail.stars,
      planets: detail.planets,
    },
  };
}
