/**
 * Every kind of planet the generator makes. `subgiant` is shown as "Sub-Neptune" (@orrery/format).
 * procgen's typeWeights (planets.ts) weigh them in this order: a new type needs its weight there.
 */
export const PLANET_TYPES = [
  'terrestrial',
  'gas-giant',
  'ice-giant',
  'subgiant',
  'dwarf',
  'ocean',
  'lava',
  'desert',
] as const;
export type PlanetType = (typeof PLANET_TYPES)[number];
