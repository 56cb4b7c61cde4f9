/**
 * The generator's inputs as named parameters: a generation profile. Each has its default (the value
 * the generator always used, so the default profile reproduces every version byte for byte), its
 * bounds, its unit and where the number comes from (docs/game-design.md, "Generation profiles").
 */
export interface ParameterSpec {
  /** dotted path in the profile's JSON, e.g. "multiplicity.base" */
  key: string;
  default: number;
  min: number;
  max: number;
  integer?: boolean;
  unit: string;
  meaning: string;
  source: string;
}

/** A group of weights that must add up to `total` (within `tolerance`). */
export interface WeightGroup {
  key: string;
  total: number;
  tolerance: number;
}

const STAR_KIND_SOURCE =
  'game-design.md §5: field-star census shares, exotic kinds boosted for play';
const CLASS_SOURCE = 'LeDrew 2001, main-sequence class frequencies';
const OCCURRENCE_SOURCE = 'spec: most systems are star-only; occurrence falls for remnants';
const RING_SOURCE = 'solar system: all four giants ringed, rocky worlds rarely';
const MOON_SOURCE = 'solar system: Jupiter/Saturn-like giants hold many regular moons';

function group(
  prefix: string,
  values: Record<string, number>,
  spec: Omit<ParameterSpec, 'key' | 'default' | 'meaning'>,
  meaning: (name: string) => string,
): ParameterSpec[] {
  return Object.entries(values).map(([name, value]) => ({
    key: `${prefix}.${name}`,
    default: value,
    meaning: meaning(name),
    ...spec,
  }));
}

export const PARAMETERS: readonly ParameterSpec[] = [
  ...group(
    'starKinds',
    {
      'main-sequence': 0.85,
      'brown-dwarf': 0.05,
      'white-dwarf': 0.06,
      'red-giant': 0.03,
      'blue-giant': 0.002,
      neutron: 0.003,
      'black-hole': 0.0015,
    },
    { min: 0, max: 1, unit: 'share', source: STAR_KIND_SOURCE },
    (kind) => `share of primaries that are ${kind} (main-sequence includes red dwarfs)`,
  ),
  ...group(
    'mainSequenceClasses',
    { M: 76.45, K: 12.1, G: 7.6, F: 3, A: 0.6, B: 0.13, O: 0.00003 },
    { min: 0, max: 100, unit: '%', source: CLASS_SOURCE },
    (c) => `share of main-sequence primaries of class ${c}`,
  ),
  {
    key: 'coreExcess.floor',
    default: 0.4,
    min: 0,
    max: 5,
    unit: '×',
    meaning: 'exotic kinds (blue giants, neutron stars, black holes) far from the core, × share',
    source: 'game-design.md §5: remnants and massive stars crowd the bulge',
  },
  {
    key: 'coreExcess.boost',
    default: 4,
    min: 0,
    max: 20,
    unit: '×',
    meaning: 'extra multiple of the exotic shares at the very centre',
    source: 'game-design.md §5: remnants and massive stars crowd the bulge',
  },
  {
    key: 'coreExcess.scaleLength',
    default: 10_000,
    min: 1_000,
    max: 50_000,
    unit: 'ly',
    meaning: 'e-folding distance of the core excess (and of the core factor)',
    source: 'design choice: about the bulge and bar together',
  },
  {
    key: 'multiplicity.base',
    default: 0.5,
    min: 0,
    max: 1,
    unit: 'probability',
    meaning: 'chance a 1 M☉ primary has companions',
    source: 'Duchêne & Kraus 2013: ~50% of Sun-like stars are multiple',
  },
  {
    key: 'multiplicity.perDecade',
    default: 0.46,
    min: 0,
    max: 1,
    unit: 'per dex of mass',
    meaning: 'how much that chance rises per factor 10 in primary mass',
    source: 'Duchêne & Kraus 2013: ~25% for M dwarfs, >70% for B and O stars',
  },
  {
    key: 'multiplicity.core',
    default: 0.15,
    min: 0,
    max: 1,
    unit: 'probability',
    meaning: 'extra chance of companions at the galactic centre',
    source: 'design choice: denser core, more captured companions',
  },
  {
    key: 'multiplicity.tripleShare',
    default: 0.25,
    min: 0,
    max: 1,
    unit: 'share',
    meaning: 'share of multiple systems that are triple',
    source: 'Raghavan et al. 2010: triples ~ a quarter of multiples',
  },
  ...group(
    'planetOccurrence',
    {
      'main-sequence': 0.5,
      'red-dwarf': 0.42,
      'brown-dwarf': 0.15,
      'white-dwarf': 0.12,
      'red-giant': 0.35,
      'blue-giant': 0.08,
      neutron: 0.05,
      'black-hole': 0.04,
    },
    { min: 0, max: 1, unit: 'probability', source: OCCURRENCE_SOURCE },
    (type) => `chance a ${type} primary has planets at all`,
  ),
  ...group(
    'giantPlanets',
    {
      'main-sequence': 1,
      'red-dwarf': 1,
      'brown-dwarf': 1,
      'white-dwarf': 1,
      'red-giant': 1,
      'blue-giant': 1,
      neutron: 1,
      'black-hole': 1,
    },
    {
      min: 0,
      max: 10,
      unit: '×',
      source: 'Johnson et al. 2010: P ∝ M★ · 10^(1.2 [Fe/H]) already applied; this scales it',
    },
    (type) => `multiplier of the gas-giant weight around a ${type} primary`,
  ),
  {
    key: 'habitableBias',
    default: 1,
    min: 0,
    max: 10,
    unit: '×',
    meaning: 'multiplier of terrestrial and ocean worlds inside the habitable zone',
    source: 'Bryson et al. 2021: η⊕ ≈ 0.37–0.60 for Sun-like stars; 1 keeps the calibrated mix',
  },
  ...group(
    'moons',
    {
      'gas-giant': 16,
      'ice-giant': 10,
      subgiant: 3,
      terrestrial: 2,
      ocean: 2,
      desert: 2,
      dwarf: 1,
      lava: 1,
    },
    { min: 0, max: 40, integer: true, unit: 'moons', source: MOON_SOURCE },
    (type) => `most moons a ${type} planet draws (fewer where its Hill sphere has no room)`,
  ),
  ...group(
    'rings',
    {
      'gas-giant': 0.3,
      'ice-giant': 0.35,
      subgiant: 0.06,
      dwarf: 0.04,
      terrestrial: 0.01,
      ocean: 0.01,
      desert: 0.01,
      lava: 0.01,
    },
    { min: 0, max: 1, unit: 'probability', source: RING_SOURCE },
    (type) => `chance a ${type} planet has rings (outside its Roche limit)`,
  ),
  {
    key: 'galaxy.arms',
    default: 4,
    min: 2,
    max: 4,
    integer: true,
    unit: 'arms',
    meaning: 'spiral arms (Orion, Perseus, Scutum, Carina in that order)',
    source: 'Vallée 2008: the Milky Way has four major arms',
  },
  {
    key: 'galaxy.pitch',
    default: 12,
    min: 5,
    max: 30,
    unit: '°',
    meaning: 'pitch angle of the logarithmic arms',
    source: 'Vallée 2015: mean pitch ~12–13°',
  },
  {
    key: 'galaxy.barHalfLength',
    default: 13_000,
    min: 3_000,
    max: 20_000,
    unit: 'ly',
    meaning: 'half-length of the central bar; the arms start at its ends',
    source: 'Wegg et al. 2015: long bar half-length ~5 kpc',
  },
  {
    key: 'galaxy.barAngle',
    default: 25,
    min: 0,
    max: 90,
    unit: '°',
    meaning: 'angle of the bar in the disk',
    source: 'Wegg et al. 2015: bar angle ~27°',
  },
  {
    key: 'galaxy.scaleLength',
    default: 11_000,
    min: 3_000,
    max: 30_000,
    unit: 'ly',
    meaning: 'radial scale length of the exponential disk',
    source: 'Bland-Hawthorn & Gerhard 2016: 2.6 ± 0.5 kpc (thin disk), rounded up for play',
  },
  {
    key: 'galaxy.scaleHeight',
    default: 300,
    min: 50,
    max: 3_000,
    unit: 'ly',
    meaning: 'vertical scale height of the thin disk (its thickness)',
    source: 'Bland-Hawthorn & Gerhard 2016: thin disk ~300 pc; 300 ly keeps it thin on screen',
  },
  ...group(
    'galaxy.components',
    { bulge: 0.14, bar: 0.12, arms: 0.6, interArm: 0.14 },
    { min: 0, max: 1, unit: 'share', source: 'design choice after Bland-Hawthorn & Gerhard 2016' },
    (part) => `share of systems placed in the ${part}`,
  ),
];

export const WEIGHT_GROUPS: readonly WeightGroup[] = [
  { key: 'starKinds', total: 1, tolerance: 0.01 },
  { key: 'mainSequenceClasses', total: 100, tolerance: 1 },
  { key: 'galaxy.components', total: 1, tolerance: 0.01 },
];
