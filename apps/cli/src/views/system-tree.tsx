import { discovererName } from '@orrery/api/game/social';
import type { Moon, Planet, Star } from '@orrery/procgen';
import { Box, Text } from 'ink';
import { formatFixed, formatScore, planetTypeLabel, quantity, typeLabel } from '@orrery/format';
import type { InspectedSystem } from '../services/inspect-system.js';
import { RARITY_COLORS } from './rarity-colors.js';

const join = (values: string[]) => values.join(' · ');

function starLine(star: Star): string {
  return join([
    `${star.spectralClass} ${typeLabel(star.type)}${star.isPrimary ? ' (primary)' : ''}`,
    quantity.temperature(star.surfaceTemperature).text,
    `mass ${quantity.starMass(star.mass).text}`,
    `radius ${quantity.starRadius(star.radius).text}`,
    `luminosity ${quantity.luminosity(star.luminosity).text}`,
    `age ${quantity.age(star.age).text}`,
  ]);
}

function planetLine(planet: Planet): string {
  return join([
    planetTypeLabel(planet.type),
    `a ${quantity.au(planet.semiMajorAxis).text}`,
    `period ${quantity.orbitalPeriod(planet.orbitalPeriod).text}`,
    `mass ${quantity.planetMass(planet.mass).text}`,
    `radius ${quantity.planetRadius(planet.radius).text}`,
    `g ${quantity.gravity(planet.surfaceGravity).text}`,
    quantity.temperature(planet.meanSurfaceTemperature).text,
    `day ${quantity.rotationPeriod(planet.rotationPeriod).text}`,
    `habitability ${quantity.habitability(planet.habitabilityScore).text}`,
    ...(planet.visibleRings ? ['rings'] : []),
  ]);
}

function moonLine(moon: Moon): string {
  return join([
    typeLabel(moon.type),
    typeLabel(moon.size),
    `mass ${quantity.moonMass(moon.mass).text}`,
    `radius ${quantity.length(moon.radius).text}`,
    `period ${quantity.orbitalPeriod(moon.orbitalPeriod).text}`,
  ]);
}

/** Coordinates to one decimal, as the map's panel shows them (docs/spec.md §2). */
const coordinate = (value: number) => formatFixed(value, 1);

/** `├─ ` for every child but the last, `└─ ` for the last; children of a non-last get `│  `. */
const branch = (last: boolean) => (last ? '└─ ' : '├─ ');
const indent = (last: boolean) => (last ? '   ' : '│  ');

/** A readable tree of one system: identity, stars, planets and their moons, values with units. */
export function SystemTree({ system }: { system: InspectedSystem }) {
  const { coordinates: c } = system;
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{system.name}</Text> <Text dimColor>#{system.index}</Text> {system.hash}{' '}
        <Text color={RARITY_COLORS[system.rarity]} bold>
          {system.rarity}
        </Text>{' '}
        (score {formatScore(system.rarityScore)}) · card {system.cardType}
      </Text>
      <Text>
        Sector {system.sector} · x {coordinate(c.x)}, y {coordinate(c.y)}, z {coordinate(c.z)} ly ·
        generator v{system.generatorVersion}
      </Text>
      <Text>
        {system.discoverer
          ? `Discovered by ${discovererName(system.discoverer)} on ${system.discoveryDate ?? '?'}`
          : 'Undiscovered'}
      </Text>
      <Text bold>Stars ({system.stars.length})</Text>
      {system.stars.map((star, i) => {
        const last = i === system.stars.length - 1;
        return (
          <Text key={star.name}>
            {branch(last)}
            <Text color="yellow">{star.name}</Text> {starLine(star)}
          </Text>
        );
      })}
      <Text bold>Planets ({system.planets.length})</Text>
      {system.planets.length === 0 && <Text dimColor>No planets in this system.</Text>}
      {system.planets.map((planet, i) => {
        const last = i === system.planets.length - 1;
        return (
          <Box key={planet.name} flexDirection="column">
            <Text>
              {branch(last)}
              <Text color={planet.habitable ? 'green' : 'cyan'}>{planet.name}</Text>
              {planet.habitable ? ' (habitable) ' : ' '}
              {planetLine(planet)}
            </Text>
            {planet.moons.map((moon, j) => (
              <Text key={moon.name}>
                {indent(last)}
                {branch(j === planet.moons.length - 1)}
                {moon.name} {moonLine(moon)}
              </Text>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
