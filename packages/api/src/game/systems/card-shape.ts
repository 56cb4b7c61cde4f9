import {
  SPECTRAL_CLASSES,
  type PlanetType,
  type SpectralClass,
  type StarType,
} from '@orrery/domain';
import type { SystemOutline } from '@orrery/procgen';

// What a card shows beyond the stored columns (x/y/z, card type, habitable): each star's class and
// type, each planet's type and moon count, stored at seed time in `systems.card_shape` so that a
// cold guide page builds its cards without procgen's outline (generating 16 outlines a page).
// Spelled "<class><type>…/<type><moons>…": a star is its spectral letter and a type digit, a planet
// a type digit and its moon count in base 36, e.g. "G0M7/0a31" (two stars, two planets).

const STAR_TYPE_DIGITS: Record<StarType, string> = {
  'main-sequence': '0',
  'red-giant': '1',
  'blue-giant': '2',
  'white-dwarf': '3',
  neutron: '4',
  'black-hole': '5',
  'brown-dwarf': '6',
  'red-dwarf': '7',
};
const PLANET_TYPE_DIGITS: Record<PlanetType, string> = {
  terrestrial: '0',
  'gas-giant': '1',
  'ice-giant': '2',
  subgiant: '3',
  dwarf: '4',
  ocean: '5',
  lava: '6',
  desert: '7',
};
const KNOWN_CLASSES = new Set<string>(SPECTRAL_CLASSES);

const inverse = <T extends string>(codes: Record<T, string>) =>
  new Map(Object.entries(codes).map(([word, code]) => [code as string, word as T]));
const STAR_TYPE_OF = inverse(STAR_TYPE_DIGITS);
const PLANET_TYPE_OF = inverse(PLANET_TYPE_DIGITS);

/** The shape of an outline as stored; null when it cannot be spelled (the card uses the outline). */
export function encodeCardShape(outline: Pick<SystemOutline, 'stars' | 'planets'>): string | null {
  let shape = '';
  for (const star of outline.stars) shape += star.spectralClass + STAR_TYPE_DIGITS[star.type];
  shape += '/';
  for (const planet of outline.planets) {
    if (!Number.isInteger(planet.moonCount) || planet.moonCount < 0 || planet.moonCount > 35) {
      return null;
    }
    shape += PLANET_TYPE_DIGITS[planet.type] + planet.moonCount.toString(36);
  }
  return shape;
}

/** The stored columns a card's outline comes from, when the galaxy was seeded with its shape. */
export interface CardShapeColumns {
  x: number;
  y: number;
  z: number;
  card_type: SystemOutline['cardType'];
  habitable: number;
  card_shape: string | null;
}

/**
 * The outline a stored row spells, equal to procgen's systemOutline for that system; undefined
 * without a shape or with one this code does not read (the caller generates the outline).
 */
export function storedOutline(row: CardShapeColumns): SystemOutline | undefined {
  const shape = row.card_shape;
  if (shape === null) return undefined;
  const slash = shape.indexOf('/');
  if (slash < 2 || slash % 2 !== 0 || (shape.length - slash - 1) % 2 !== 0) return undefined;
  const stars: SystemOutline['stars'] = [];
  for (let i = 0; i < slash; i += 2) {
    const spectralClass = shape[i]!;
    const type = STAR_TYPE_OF.get(shape[i + 1]!);
    if (!KNOWN_CLASSES.has(spectralClass) || type === undefined) return undefined;
    stars.push({ spectralClass: spectralClass as SpectralClass, type });
  }
  const planets: SystemOutline['planets'] = [];
  for (let i = slash + 1; i < shape.length; i += 2) {
    const type = PLANET_TYPE_OF.get(shape[i]!);
    const moonCount = parseInt(shape[i + 1]!, 36);
    if (type === undefined || Number.isNaN(moonCount)) return undefined;
    planets.push({ type, moonCount });
  }
  return {
    coordinates: { x: row.x, y: row.y, z: row.z },
    cardType: row.card_type,
    habitable: row.habitable === 1,
    stars,
    planets,
  };
}
