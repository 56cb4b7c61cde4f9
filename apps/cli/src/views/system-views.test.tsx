import { quantity } from '@orrery/format';
import { GENERATOR_VERSION, generateSystem } from '@orrery/procgen';
import { render } from 'ink-testing-library';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { GalaxyStats } from '@orrery/api/game/operations';
import { StatsView } from './stats-view.js';
import type { InspectedSystem } from '../services/inspect-system.js';
import { SystemTree } from './system-tree.js';

const plain = (frame: string | undefined) => stripVTControlCharacters(frame ?? '');

/** The first generated system with at least two planets and a moon, as `inspect` would show it. */
function inspected(): InspectedSystem {
  const galaxy = { seed: 'views', size: 500, generatorVersion: GENERATOR_VERSION };
  for (let index = 0; index < galaxy.size; index++) {
    const detail = generateSystem(galaxy, index);
    if (detail.planets.length < 2 || !detail.planets.some((p) => p.moons.length > 0)) continue;
    return {
      ...detail,
      generatorVersion: GENERATOR_VERSION,
      starCount: detail.stars.length,
      planetCount: detail.planets.length,
      coordinateX: detail.coordinates.x,
      coordinateY: detail.coordinates.y,
      coordinateZ: detail.coordinates.z,
      createdAt: '2026-11-21T00:00:00.000Z',
      discovered: true,
      discoveredById: 1,
      discoverer: { username: 'ada' },
      discoveryDate: '2026-11-21T12:00:00.000Z',
    };
  }
  throw new Error('no system with planets and moons');
}

describe('SystemTree', () => {
  const system = inspected();
  const lines = plain(render(<SystemTree system={system} />).lastFrame()).split('\n');

  it('heads the tree with identity, rarity, card type, sector and discovery', () => {
    expect(lines[0]).toBe(
      `${system.name} #${system.index} ${system.hash} ${system.rarity} (score ${system.rarityScore.toFixed(2)}) · card ${system.cardType}`,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^Sector ${system.sector} · x \\S+, y \\S+, z \\S+ ly · generator v${GENERATOR_VERSION}$`,
      ),
    );
    expect(lines[2]).toBe('Discovered by ada on 2026-11-21T12:00:00.000Z');
  });

  it('lists every star, planet and moon on its own branch', () => {
    expect(lines).toContain(`Stars (${system.stars.length})`);
    expect(lines).toContain(`Planets (${system.planets.length})`);
    const bodies = [
      ...system.stars.map((s) => s.name),
      ...system.planets.flatMap((p) => [p.name, ...p.moons.map((m) => m.name)]),
    ];
    const branches = lines.filter((line) => /^[│ ]*[└├]─ /.test(line));
    expect(branches).toHaveLength(bodies.length);
    bodies.forEach((name, i) => {
      expect(branches[i]!.replace(/^[│ ]*[└├]─ /, '').startsWith(`${name} `)).toBe(true);
    });
    const lastPlanet = system.planets.at(-1)!;
    expect(lines.find((line) => line.includes(`─ ${lastPlanet.name} `))).toMatch(/^└─ /);
  });

  it('gives values with units as the spec formats them', () => {
    const star = system.stars[0]!;
    const text = lines.join('\n');
    expect(text).toContain(` · ${quantity.temperature(star.surfaceTemperature).text} · `);
    expect(text).toContain(`mass ${quantity.starMass(star.mass).text}`);
    expect(text).toMatch(/mass [\d.,]+ (M☉|M♃) · radius [\d.,]+ (R☉|km)/);
    expect(text).toMatch(/habitability \d+ pts/);
    expect(text).not.toMatch(/\de[+-]?\d/);
  });
});

describe('StatsView', () => {
  const stats: GalaxyStats = {
    galaxy: {
      seed: 'andromeda',
      size: 8,
      generatorVersion: 1,
      profileDigest: 'c0ffee'.repeat(10) + 'abcd',
      defaultProfile: false,
    },
    systems: 8,
    discovered: 2,
    discoveredShare: 0.25,
    stars: 10,
    planets: 12,
    moons: 5,
    rarity: { COMMON: 4, UNCOMMON: 2, RARE: 1, EPIC: 1, LEGENDARY: 0 },
    cardTypes: { 'star-only': 5, standard: 3 },
    starTypes: { 'red-dwarf': 9, 'black-hole': 1 },
    planetTypes: { 'gas-giant': 12 },
  };

  it('shows totals, the discovered share and every distribution with percentages', () => {
    const frame = plain(render(<StatsView stats={stats} />).lastFrame());
    expect(frame).toContain('Galaxy andromeda · generator v1 · profile c0ffeec0ffee\n');
    expect(frame).toContain('8 systems · 2 discovered (25.0%) · 10 stars · 12 planets · 5 moons');
    expect(frame).toMatch(/^LEGENDARY +0 +0\.0%$/m);
    expect(frame).toMatch(/^COMMON +█+ +4 +50\.0%$/m);
    expect(frame).toMatch(/^Black Hole +█+ +1 +10\.0%$/m);
    expect(frame).toMatch(/^Gas Giant +█+ +12 +100\.0%$/m);
  });
});
