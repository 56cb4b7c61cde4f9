import { companionStar, primaryStar } from '../stars/stars.js';
import { companionStarV2, primaryStarV2 } from '../stars/stars-v2.js';
import { hostOf, planetCore } from '../planets/planets.js';
import type { Host, PlanetCore } from '../planets/planets.js';
import { hostOfV2, planetCoreV2 } from '../planets/planets-v2.js';
import { stablePlanets } from '../planets/stability.js';
import type { GeneratorVersion } from '../core/version.js';

/**
 * What differs between generator versions: how stars and planets are made. Everything else (the
 * galaxy's shape, names, hashes, layouts, details, moons, rarity) is shared, and so are the random
 * streams: a version changes what is drawn from them, never which stream a body gets.
 */
export interface Model {
  primaryStar: typeof primaryStar;
  companionStar: typeof companionStar;
  hostOf: typeof hostOf;
  planetCore: typeof planetCore;
  /** The planets that last, outward (version 1 keeps them all). */
  settle(planets: PlanetCore[], host: Host): PlanetCore[];
}

const MODEL_V2: Model = {
  primaryStar: primaryStarV2,
  companionStar: companionStarV2,
  hostOf: hostOfV2,
  planetCore: planetCoreV2,
  settle: stablePlanets,
};

/** Version 3 makes its stars and planets as version 2 does; it differs in where and how named. */
export const MODELS: Readonly<Record<GeneratorVersion, Model>> = {
  1: { primaryStar, companionStar, hostOf, planetCore, settle: (planets) => planets },
  2: MODEL_V2,
  3: MODEL_V2,
};
