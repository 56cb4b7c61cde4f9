import { describe, expect, it } from 'vitest';
import type { Planet, PlanetView } from '../../api/types.js';
import { airlessRock, gasGiant, habitableWorld, star } from '../../test-support/bodies.fixture.js';
import { moonRows, planetSections, starSections } from './body-sections.js';
import type { Section } from './body-sections.js';
import { shownText } from '../../format/shown-value.js';

const titles = (sections: Section[]) => sections.map((s) => s.title);
const rowsOf = (sections: Section[], title: string) =>
  Object.fromEntries(
    (sections.find((s) => s.title === title)?.rows ?? []).map(([label, value]) => [
      label,
      shownText(value),
    ]),
  );

describe('body modal sections (docs/spec.md §2)', () => {
  it('gives a habitable world every planet section with its life details', () => {
    const sections = planetSections(habitableWorld);
    expect(titles(sections)).toEqual([
      'Physical Properties',
      'Surface & Composition',
      'Orbital Characteristics',
      'Atmosphere & Weather',
      'Geological Activity',
      'Resources & Strategic Value',
      'Life & Habitability',
      'Hazards & Challenges',
      'Temporal Characteristics',
    ]);
    expect(rowsOf(sections, 'Life & Habitability')).toHaveProperty('Evolutionary phase');
    expect(rowsOf(sections, 'Surface & Composition')).toHaveProperty('Surface water');
  });

  it('gives giants no geology, a reduced surface section and no surface pressure', () => {
    const sections = planetSections(gasGiant);
    expect(titles(sections)).not.toContain('Geological Activity');
    expect(rowsOf(sections, 'Atmosphere & Weather')).not.toHaveProperty('Pressure');
    expect(rowsOf(sections, 'Physical Properties')['Mass']).toMatch(/^[\d.]+ M♃$/);
    expect(Object.keys(rowsOf(sections, 'Surface & Composition'))).toEqual([
      'Albedo',
      'Core size',
      'Core solidified',
    ]);
  });

  it('gives airless, lifeless bodies reduced atmosphere and life sections', () => {
    const sections = planetSections(airlessRock);
    expect(rowsOf(sections, 'Atmosphere & Weather')).toEqual({
      Atmosphere: 'None',
      Pressure: expect.stringMatching(/ bar$/),
    });
    expect(Object.keys(rowsOf(sections, 'Life & Habitability'))).toEqual(['Habitability', 'Life']);
  });

  it('writes every value in readable units, never in e notation', () => {
    const all = [
      ...[airlessRock, gasGiant, habitableWorld].flatMap(planetSections),
      ...starSections(star),
    ].flatMap((section) => section.rows.map(([, value]) => shownText(value)));
    expect(all.filter((text) => /\de[+-]?\d/.test(text))).toEqual([]);
    expect(rowsOf(starSections(star), 'Physical Properties')['Mass']).toMatch(/ (M☉|M♃)$/);
    expect(rowsOf(starSections(star), 'Star-Specific Properties')['Luminosity']).toMatch(/ L☉$/);
    expect(rowsOf(starSections(star), 'Temporal Characteristics')['Age']).toMatch(/ (Gyr|Myr)$/);
  });

  it('shows only rows that hold data', () => {
    // The same world with its optional data emptied: those rows go, the rest stay.
    const emptied: Planet = {
      ...habitableWorld,
      oceanDepth: 0,
      oceanComposition: [],
      soilTypes: [],
      lagrangePoints: 0,
      biomarkers: [],
    };
    const optional = ['Ocean depth', 'Ocean composition', 'Soil types', 'Lagrange points'];
    const labels = (planet: Planet) =>
      planetSections(planet).flatMap((section) => section.rows.map(([label]) => label));
    expect(labels(habitableWorld)).toEqual(expect.arrayContaining([...optional, 'Biomarkers']));
    expect(labels(emptied).filter((label) => [...optional, 'Biomarkers'].includes(label))).toEqual(
      [],
    );
    expect(labels(emptied)).toHaveLength(labels(habitableWorld).length - optional.length - 1);
    for (const planet of [airlessRock, gasGiant, habitableWorld, emptied]) {
      for (const section of planetSections(planet)) {
        for (const [label, value] of section.rows)
          expect(shownText(value).trim(), label).not.toBe('');
      }
    }
    for (const planet of [airlessRock, gasGiant, habitableWorld]) {
      const physical = rowsOf(planetSections(planet), 'Physical Properties');
      expect('Rings' in physical).toBe(planet.visibleRings !== null);
    }
  });

  it('shows only the orbit of a planet whose system is undiscovered', () => {
    const hidden: PlanetView = {
      name: 'X b',
      semiMajorAxis: 1,
      orbitalPeriod: 365,
      orbitalEccentricity: 0.01,
      orbitalInclination: 1,
    };
    const sections = planetSections(hidden);
    expect(titles(sections)).toEqual(['Orbital Characteristics']);
    expect(rowsOf(sections, 'Orbital Characteristics')['Orbital period']).toBe('1 year');
  });

  it('gives stars physical, star-specific and temporal sections; identity only when hidden', () => {
    expect(titles(starSections(star))).toEqual([
      'Physical Properties',
      'Star-Specific Properties',
      'Temporal Characteristics',
    ]);
    const hidden = starSections({
      name: star.name,
      type: star.type,
      spectralClass: star.spectralClass,
      isPrimary: true,
    });
    expect(titles(hidden)).toEqual(['Star-Specific Properties']);
    expect(Object.keys(rowsOf(hidden, 'Star-Specific Properties'))).toEqual([
      'Type',
      'Spectral class',
    ]);
  });

  it('lists the moon sub-panel fields', () => {
    const moon = gasGiant.moons[0]!;
    expect(moonRows(moon).map(([label]) => label)).toEqual(
      expect.arrayContaining([
        'Type',
        'Size',
        'Mass',
        'Radius',
        'Orbital period',
        'Surface gravity',
        'Tidally locked',
      ]),
    );
  });
});
