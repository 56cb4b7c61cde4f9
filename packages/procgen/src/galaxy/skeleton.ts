import { checkIndex, galaxyContext, hashOf, nameOf } from './galaxy.js';
import type { GalaxyContext } from './galaxy.js';
import { spreadOf } from './galaxy-growth.js';
import { place } from './galaxy-shape.js';
import type { Placement } from './galaxy-shape.js';
import { MODELS } from './models.js';
import { planetLayout } from '../planets/planets.js';
import type { Host, Layout, PlanetCore } from '../planets/planets.js';
import { bodyRng, Purpose } from '../core/rng.js';
import { companionCount } from '../stars/stars.js';
import type { StarCore } from '../stars/stars.js';
import type { GalaxyParams } from '../core/types.js';

/**
 * A system's skeleton: everything the summary and the rarity need (stars, planet orbits, types,
 * masses, radii, habitability, rings, moon counts) and nothing more, so summaries stay cheap.
 * The full detail is built on top of it, from separate streams.
 */
export interface Skeleton {
  context: GalaxyContext;
  index: number;
  hash: string;
  name: string;
  placement: Placement;
  stars: StarCore[];
  host: Host;
  layout: Layout | null;
  planets: PlanetCore[];
}

/** Disk metallicity gradient −0.06 dex/kpc, solar at the Sun's 8 kpc (Luck & Lambert 2011). */
function meanMetallicity(radiusLy: number): number {
  return 0.48 - 0.06 * (radiusLy / 3_261.56);
}

export function buildSkeleton(galaxy: GalaxyParams, index: number): Skeleton {
  const context = galaxyContext(galaxy);
  checkIndex(context, index);
  const key = context.key;
  const model = MODELS[context.version];
  const tables = context.profile;
  const placement = place(
    bodyRng(key, index, Purpose.Place),
    tables.shape,
    spreadOf(context.version, index),
  );
  const starsRng = bodyRng(key, index, Purpose.Stars);
  const metallicity = Math.min(
    0.6,
    Math.max(-1, starsRng.normal(meanMetallicity(placement.radius), 0.2)),
  );
  const primary = model.primaryStar(
    bodyRng(key, index, Purpose.Star, 0),
    placement.coreFactor,
    metallicity,
    tables,
  );
  const stars = [primary];
  const companions = companionCount(starsRng, primary, placement.coreFactor, tables);
  for (let k = 1; k <= companions; k++) {
    const previous = (stars[k - 1] as StarCore).separation;
    stars.push(model.companionStar(bodyRng(key, index, Purpose.Star, k), primary, previous));
  }
  const host = model.hostOf(stars);
  const layout = planetLayout(bodyRng(key, index, Purpose.Planets), stars, host, tables.profile);
  const planets = layout
    ? model.settle(
        layout.slots.map((slot) =>
          model.planetCore(
            bodyRng(key, index, Purpose.Planet, slot),
            slot,
            layout,
            host,
            tables.profile,
          ),
        ),
        host,
      )
    : [];
  return {
    context,
    index,
    hash: hashOf(context, index),
    name: nameOf(context, index),
    placement,
    stars,
    host,
    layout,
    planets,
  };
}
