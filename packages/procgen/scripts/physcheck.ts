/**
 * What an astronomy-minded player would check, measured over a galaxy (docs/game-design.md §11's goal metrics):
 * giant densities, the habitable flag against the conservative zone, white-dwarf temperatures,
 * stellar histories, companion light, planet/host mass ratios and orbital spacing. It reads only
 * the generated systems, as an outside checker would, and restates the physics on its own.
 *
 *   npm run physcheck -w @orrery/procgen [-- <version> <seed> <count>]
 */
import { GENERATOR_VERSION, generateSystem, isGeneratorVersion } from '../src/index.js';
import type { Planet, Star } from '../src/index.js';

const [versionText = String(GENERATOR_VERSION), seed = 'physcheck', countText = '100000'] =
  process.argv.slice(2);
const generatorVersion = Number(versionText);
if (!isGeneratorVersion(generatorVersion)) throw new Error(`Unknown version ${versionText}`);
const count = Number(countText);

const SUN_MASS = 1.98847e30;
const SUN_LUMINOSITY = 3.828e26;
const EARTH_MASS = 5.9722e24;
const JUPITER_MASS = 1.89813e27;
const JUPITER_RADIUS_KM = 69_911;
const AU_KM = 149_597_870.7;
const MJ_IN_SUN = JUPITER_MASS / SUN_MASS;

/** The generator's main-sequence relations, with massive stars' lifetimes levelling off at 3 Myr. */
const msLuminosity = (m: number) =>
  m < 0.43 ? 0.23 * m ** 2.3 : m < 2 ? m ** 4 : m < 55 ? 1.4 * m ** 3.5 : 32_000 * m;
const msLifetime = (m: number) => Math.max(3e6, (1e10 * m) / msLuminosity(m));
/** Kalirai et al. (2008) initial–final mass relation, inverted: the white dwarf's progenitor. */
const progenitorOf = (whiteDwarfMass: number) => Math.max(0.8, (whiteDwarfMass - 0.394) / 0.109);

/** Kopparapu et al. (2013) conservative limits as fluxes (S⊕), with the outside-range fallback. */
function zoneFluxes(temperature: number): [number, number] {
  if (temperature < 2_600 || temperature > 7_200) return [1.1, 0.53];
  const t = temperature - 5_780;
  const poly = (c: number[]) => c[0]! + t * (c[1]! + t * (c[2]! + t * (c[3]! + t * c[4]!)));
  return [
    poly([1.0385, 1.2456e-4, 1.4612e-8, -7.6345e-12, -1.7511e-15]),
    poly([0.3507, 5.9578e-5, 1.6707e-9, -3.0058e-12, -5.1925e-16]),
  ];
}

/** Flux at a planet, S⊕: the stars inside its orbit at its distance, the others at theirs. */
function fluxAt(planet: Planet, stars: readonly Star[]): number {
  let flux = 0;
  for (const star of stars) {
    const l = star.luminosity / SUN_LUMINOSITY;
    flux +=
      star.orbitalSeparation < planet.semiMajorAxis
        ? l / planet.semiMajorAxis ** 2
        : l / star.orbitalSeparation ** 2;
  }
  return flux;
}

const hostMass = (planet: Planet, stars: readonly Star[]) =>
  stars.filter((s) => s.orbitalSeparation < planet.semiMajorAxis).reduce((m, s) => m + s.mass, 0);

const tally = new Map<string, [number, number]>();
/** Counts `hit` out of `of` under a label. */
function count_(label: string, hit: boolean): void {
  const t = tally.get(label) ?? [0, 0];
  t[1]++;
  if (hit) t[0]++;
  tally.set(label, t);
}
const sums = new Map<string, [number, number]>();
function mean(label: string, value: number): void {
  const s = sums.get(label) ?? [0, 0];
  s[0] += value;
  s[1]++;
  sums.set(label, s);
}
let coolestWhiteDwarf = Infinity;
/** What players see: how systems, planets and stars are shared out. */
const shares = new Map<string, Map<string, number>>();
function share(group: string, key: string): void {
  const counts = shares.get(group) ?? new Map<string, number>();
  counts.set(key, (counts.get(key) ?? 0) + 1);
  shares.set(group, counts);
}
const ROCKY = new Set(['terrestrial', 'ocean', 'desert', 'lava', 'dwarf']);

for (let index = 0; index < count; index++) {
  const system = generateSystem({ seed, size: count, generatorVersion }, index);
  const { stars, planets } = system;
  const primary = stars[0] as Star;
  const [innerFlux, outerFlux] = zoneFluxes(primary.surfaceTemperature);
  share('card types', system.cardType);
  share('rarity', system.rarity);
  share('planets per system', planets.length >= 10 ? '10+' : String(planets.length));
  share('stars per system', String(stars.length));
  mean('planets per system', planets.length);
  for (const planet of planets) mean('moons per planet', planet.moons.length);
  for (const planet of planets) share('planet types', planet.type);
  for (const star of stars) {
    if (star.type === 'brown-dwarf') share('brown-dwarf classes', star.spectralClass);
    if (star.type === 'white-dwarf') share('white-dwarf classes', star.spectralClass);
  }
  share('primary classes', primary.spectralClass);
  share('primary types', primary.type);
  const found = (what: string, hit: boolean) => count_(`systems holding ${what}`, hit);
  found(
    'a black hole',
    stars.some((s) => s.type === 'black-hole'),
  );
  found(
    'a neutron star',
    stars.some((s) => s.type === 'neutron'),
  );
  found(
    'a ringed planet',
    planets.some((p) => p.visibleRings !== null),
  );
  found(
    'an ocean world',
    planets.some((p) => p.type === 'ocean'),
  );
  found('10 or more planets', planets.length >= 10);

  for (const star of stars) {
    const m = star.mass / SUN_MASS;
    const l = star.luminosity / SUN_LUMINOSITY;
    if (star.type === 'white-dwarf') {
      coolestWhiteDwarf = Math.min(coolestWhiteDwarf, star.surfaceTemperature);
      count_('white dwarfs cooler than 7,500 K', star.surfaceTemperature < 7_500);
      count_('white dwarfs with an O, B or A letter', 'OBA'.includes(star.spectralClass));
      const young = star.age < msLifetime(progenitorOf(m));
      count_(
        star.isPrimary
          ? 'white-dwarf primaries younger than their progenitor'
          : 'white-dwarf companions younger than their progenitor',
        young,
      );
    }
    if (star.isPrimary && (star.type === 'neutron' || star.type === 'black-hole')) {
      count_('neutron-star and black-hole primaries younger than 3 Myr', star.age < 3e6);
    }
    if (star.type === 'red-giant') {
      count_('red giants fainter than a main-sequence star of their mass', l < msLuminosity(m));
      if (m < 2) count_('red giants below 2 M☉ brighter than the RGB tip (2,500 L☉)', l > 2_500);
    }
    if (star.type === 'blue-giant') {
      count_('blue giants fainter than a main-sequence star of their mass', l < msLuminosity(m));
      count_('blue giants older than their mass can live', star.age > 1.1 * msLifetime(m));
    }
    if (star.type === 'brown-dwarf') count_('brown dwarfs below 13 M_J', m < 13 * MJ_IN_SUN);
  }

  for (let i = 0; i < planets.length; i++) {
    const planet = planets[i] as Planet;
    const host = hostMass(planet, stars);
    const rho = planet.density / 1000;
    const flux = fluxAt(planet, stars);
    const mEarth = planet.mass / EARTH_MASS;
    const rJ = planet.radius / JUPITER_RADIUS_KM;
    count_('planets above 1% of their host star’s mass', planet.mass > 0.01 * host);
    if (planet.type === 'gas-giant') {
      const outside = rho < 0.5 || rho > 2;
      count_('gas giants outside 0.5–2 g/cm³', outside);
      if (rho < 0.5) count_('gas giants below 0.5 g/cm³ that are hot (> 150 S⊕)', flux > 150);
      if (planet.semiMajorAxis > 1 && mEarth > 0.8 * 317.8 && mEarth < 1.25 * 317.8) {
        mean('radius of Jupiter-mass giants beyond 1 AU (R_J)', rJ);
      }
      if (planet.semiMajorAxis > 1 && mEarth > 0.8 * 95.2 && mEarth < 1.25 * 95.2) {
        mean('radius of Saturn-mass giants beyond 1 AU (R_J)', rJ);
      }
      const primaryIsBrown = primary.type === 'brown-dwarf' && host === primary.mass;
      if (primaryIsBrown)
        count_('gas giants around brown dwarfs above 0.1 of its mass', planet.mass > 0.1 * host);
    }
    if (planet.type === 'ice-giant') {
      count_('ice giants outside 1–2 g/cm³', rho < 1 || rho > 2);
      if (mEarth > 0.8 * 17.1 && mEarth < 1.25 * 17.1)
        mean('density of Neptune-mass ice giants (g/cm³)', rho);
    }
    const inZone = flux <= innerFlux && flux >= outerFlux;
    if (planet.habitable) {
      count_('habitable worlds outside the conservative zone', !inZone);
      count_('habitable worlds inside the runaway-greenhouse edge', flux > innerFlux);
    }
    if (ROCKY.has(planet.type) && planet.atmosphericPressure > 0 && inZone) {
      count_('rocky worlds with air inside the zone that are not habitable', !planet.habitable);
    }
    const t4 = 278.6 ** 4 * flux * (1 - planet.surfaceAlbedo) + 2.725 ** 4;
    count_(
      'planets colder than the light of every star in the system allows',
      planet.surfaceTemperature < 0.99 * t4 ** 0.25,
    );
    const next = planets[i + 1];
    if (next) {
      const mutualHill =
        Math.cbrt((planet.mass + next.mass) / (3 * host)) *
        ((planet.semiMajorAxis + next.semiMajorAxis) / 2);
      const spacing = (next.semiMajorAxis - planet.semiMajorAxis) / mutualHill;
      count_('adjacent planet pairs closer than 2√3 mutual Hill radii', spacing < 2 * Math.sqrt(3));
      count_('adjacent planet pairs closer than 8 mutual Hill radii', spacing < 8);
    }
  }
}

console.log(
  `generator v${generatorVersion}, ${count.toLocaleString('en')} systems of seed "${seed}"`,
);
for (const [label, [hit, of]] of tally) {
  console.log(
    `${((100 * hit) / Math.max(1, of)).toFixed(2).padStart(7)}%  ${label} (${hit.toLocaleString('en')} of ${of.toLocaleString('en')})`,
  );
}
for (const [label, [sum, n]] of sums)
  console.log(`${(sum / n).toFixed(3).padStart(8)}  ${label} (${n})`);
for (const [group, counts] of shares) {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const parts = [...counts]
    .sort((x, y) => y[1] - x[1])
    .map(([key, n]) => `${key} ${((100 * n) / total).toFixed(2)}%`);
  console.log(`${group}: ${parts.join(', ')}`);
}
console.log(
  `${Math.round(coolestWhiteDwarf).toLocaleString('en').padStart(8)}  K, the coolest white dwarf`,
);
void AU_KM;
