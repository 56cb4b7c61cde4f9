import { type Db } from '@orrery/db';
import { getGalaxy, type Galaxy } from '@orrery/db/galaxy';
import { cardShapeEnds, storeCardShapes, systemIdsWithoutCardShape } from '@orrery/db/systems';
import { systemOutline } from '@orrery/procgen';
import { encodeCardShape } from '../systems/card-shape.js';
import { gameConfigOf } from '../core/config.js';
import { galaxyParamsOf } from '../core/galaxy-params.js';

export interface CardShapeBackfill {
  /** Ids per slice (default 256: a few ms of generating on a server's thread). */
  slice?: number;
  /** Awaited between slices, so that requests are answered meanwhile. */
  pause?: () => Promise<void>;
}

const sameGalaxy = (a: Galaxy, b: Galaxy | undefined) =>
  b !== undefined &&
  b.status === 'ready' &&
  a.seed === b.seed &&
  a.size === b.size &&
  a.generator_version === b.generator_version &&
  a.created_at === b.created_at;

/**
 * Stores the card shape (card-shape.ts) of every system of a ready galaxy seeded before shapes
 * were, a slice of ids at a time; its cards come from the generator's outline until then. Stops
 * when the galaxy is replaced meanwhile. Returns how many systems got one (0: nothing to do).
 */
export async function backfillCardShapes(db: Db, options: CardShapeBackfill = {}): Promise<number> {
  const slice = options.slice ?? 256;
  const galaxy = await getGalaxy(db);
  if (galaxy?.status !== 'ready') return 0;
  const ends = await cardShapeEnds(db);
  if (!ends?.missing) return 0;
  const params = galaxyParamsOf(galaxy);
  const { rarity } = gameConfigOf(galaxy);
  let stored = 0;
  for (let from = ends.firstId; from <= ends.lastId; from += slice) {
    if (!sameGalaxy(galaxy, await getGalaxy(db))) break;
    const shapes: { id: number; shape: string }[] = [];
    for (const id of await systemIdsWithoutCardShape(db, from, from + slice)) {
      const shape = encodeCardShape(systemOutline(params, id, rarity));
      if (shape !== null) shapes.push({ id, shape });
    }
    await storeCardShapes(db, shapes);
    stored += shapes.length;
    await options.pause?.();
  }
  return stored;
}
