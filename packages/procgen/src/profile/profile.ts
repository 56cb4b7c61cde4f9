import type { PlanetType, StarType } from '@orrery/domain';
import { PARAMETERS } from './parameters.js';

/** The kinds of primary star the generator chooses between (main-sequence includes red dwarfs). */
export const STAR_KINDS = [
  'main-sequence',
  'brown-dwarf',
  'white-dwarf',
  'red-giant',
  'blue-giant',
  'neutron',
  'black-hole',
] as const;
export type StarKind = (typeof STAR_KINDS)[number];

/** Main-sequence classes, coolest first (the order the generator weighs them). */
export const MAIN_SEQUENCE_CLASSES = ['M', 'K', 'G', 'F', 'A', 'B', 'O'] as const;
export type MainSequenceClass = (typeof MAIN_SEQUENCE_CLASSES)[number];

/** Every input of the generator (parameters.ts gives each one's default, bounds and source). */
export interface GenerationProfile {
  starKinds: Record<StarKind, number>;
  mainSequenceClasses: Record<MainSequenceClass, number>;
  coreExcess: { floor: number; boost: number; scaleLength: number };
  multiplicity: { base: number; perDecade: number; core: number; tripleShare: number };
  planetOccurrence: Record<StarType, number>;
  giantPlanets: Record<StarType, number>;
  habitableBias: number;
  moons: Record<PlanetType, number>;
  rings: Record<PlanetType, number>;
  galaxy: {
    arms: number;
    pitch: number;
    barHalfLength: number;
    barAngle: number;
    scaleLength: number;
    scaleHeight: number;
    components: { bulge: number; bar: number; arms: number; interArm: number };
  };
}

type Tree = { [key: string]: number | Tree };

/** Sets a dotted path of a tree, creating the objects on the way. */
export function setPath(tree: Tree, key: string, value: number): void {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    node = (node[part] ??= {}) as Tree;
  }
  node[parts[parts.length - 1] as string] = value;
}

/** The value at a dotted path of a profile. */
export function valueAt(profile: GenerationProfile, key: string): number {
  let node: unknown = profile;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as number;
}

function defaults(): GenerationProfile {
  const tree: Tree = {};
  for (const p of PARAMETERS) setPath(tree, p.key, p.default);
  return tree as unknown as GenerationProfile;
}

/** The profile every galaxy had before profiles existed: the generator's own constants. */
export const DEFAULT_GENERATION_PROFILE: GenerationProfile = Object.freeze(defaults());

/** A fresh copy of the default profile, to change. */
export function defaultGenerationProfile(): GenerationProfile {
  return defaults();
}
