import { describe, expect, it } from 'vitest';
import {
  coldGasGiantRadius,
  greenhouseOpacity,
  greenhouseTemperature,
  holdsAtmosphere,
  inflation,
  INFLATION_FLUX,
  isGiant,
  isRocky,
  liquidWaterPossible,
  planetRadius,
  planetRadiusV2,
  pressureForTemperature,
  TRIPLE_POINT_BAR,
} from '../src/planets/planet-physics.js';
import { AMU, K_B } from '../src/core/physics.js';
import type { PlanetType } from '../src/core/types.js';

/** Planet physics against the sources docs/game-design.md cites, at every branch's edges. */
const JUPITER_MASS_EARTH = 317.83;
const SATURN_MASS_EARTH = 95.16;

describe('planet kinds', () => {
  const TYPES: PlanetType[] = [
    'dwarf',
    'terrestrial',
    'desert',
    'lava',
    'ocean',
    'subgiant',
    'ice-giant',
    'gas-giant',
  ];
  it('calls the five solid kinds rocky and the three with an envelope giants', () => {
    expect(TYPES.filter(isRocky)).toEqual(['dwarf', 'terrestrial', 'desert', 'lava', 'ocean']);
    expect(TYPES.filter(isGiant)).toEqual(['subgiant', 'ice-giant', 'gas-giant']);
  });
});

describe('version 1 radii (Chen & Kipping 2017)', () => {
  it('grows Terran worlds as M^0.279, ocean worlds 15% larger', () => {
    expect(planetRadius('terrestrial', 1)).toBeCloseTo(1.008, 12);
    expect(planetRadius('terrestrial', 2)).toBeCloseTo(1.008 * 2 ** 0.279, 12);
    expect(planetRadius('ocean', 1)).toBeCloseTo(1.008 * 1.15, 12);
    // Rocky kinds keep the Terran branch at any mass.
    expect(planetRadius('lava', 5)).toBeCloseTo(1.008 * 5 ** 0.279, 12);
  });

  it('keeps a light giant on the Terran branch up to 2.04 M⊕, then grows it as M^0.589', () => {
    expect(planetRadius('subgiant', 2)).toBeCloseTo(1.008 * 2 ** 0.279, 12);
    expect(planetRadius('subgiant', 2.04)).toBeCloseTo(0.808 * 2.04 ** 0.589, 12);
    expect(planetRadius('ice-giant', 17.15)).toBeCloseTo(0.808 * 17.15 ** 0.589, 12);
  });

  it('shrinks Jovian worlds slightly with mass, M^−0.044, from 131.6 M⊕', () => {
    expect(planetRadius('gas-giant', 131.5)).toBeCloseTo(0.808 * 131.5 ** 0.589, 12);
    expect(planetRadius('gas-giant', 131.6)).toBeCloseTo(17.74 * 131.6 ** -0.044, 12);
    const jupiter = planetRadius('gas-giant', JUPITER_MASS_EARTH);
    expect(jupiter).toBeCloseTo(13.77, 2);
    expect(planetRadius('gas-giant', 4 * JUPITER_MASS_EARTH)).toBeLessThan(jupiter);
  });
});

describe('version 2 giants', () => {
  it('puts cold giants through Saturn and Jupiter, R ∝ M^¼ below and M^0.04 above', () => {
    expect(coldGasGiantRadius(SATURN_MASS_EARTH)).toBeCloseTo(9.14, 12);
    expect(coldGasGiantRadius(JUPITER_MASS_EARTH)).toBeCloseTo(10.973, 12);
    expect(coldGasGiantRadius(SATURN_MASS_EARTH / 16)).toBeCloseTo(9.14 / 2, 12);
    // Twelve Jupiter masses: 1.1 R_J (Fortney et al. 2007; Zapolsky & Salpeter 1969).
    expect(coldGasGiantRadius(12 * JUPITER_MASS_EARTH) / 10.973).toBeCloseTo(1.1, 2);
    // Between Saturn and Jupiter the radius grows log-linearly.
    const mid = Math.sqrt(SATURN_MASS_EARTH * JUPITER_MASS_EARTH);
    expect(coldGasGiantRadius(mid)).toBeCloseTo(Math.sqrt(9.14 * 10.973), 9);
  });

  it('inflates hot giants above 150 S⊕, more for lighter ones, by at most 80%', () => {
    expect(inflation(JUPITER_MASS_EARTH, INFLATION_FLUX)).toBe(1);
    expect(inflation(JUPITER_MASS_EARTH, 10 * INFLATION_FLUX)).toBeCloseTo(1.3, 12);
    // The heating stops growing after a decade and a half of flux.
    expect(inflation(JUPITER_MASS_EARTH, 10 ** 1.5 * INFLATION_FLUX)).toBeCloseTo(1.45, 12);
    expect(inflation(JUPITER_MASS_EARTH, 1000 * INFLATION_FLUX)).toBeCloseTo(1.45, 12);
    expect(inflation(JUPITER_MASS_EARTH / 4, 10 * INFLATION_FLUX)).toBeCloseTo(1.6, 12);
    expect(inflation(JUPITER_MASS_EARTH / 16, 10 * INFLATION_FLUX)).toBe(1.8);
  });

  it('sizes ice giants like Uranus and Neptune, gas giants cold or inflated, rocky ones as version 1', () => {
    expect(planetRadiusV2('ice-giant', 15.85, 1, 1)).toBeCloseTo(3.92, 12);
    expect(planetRadiusV2('ice-giant', 2 * 15.85, 1, 1.05)).toBeCloseTo(
      3.92 * 2 ** 0.38 * 1.05,
      12,
    );
    expect(planetRadiusV2('gas-giant', JUPITER_MASS_EARTH, 1, 0.95)).toBeCloseTo(10.973 * 0.95, 12);
    expect(planetRadiusV2('gas-giant', JUPITER_MASS_EARTH, 10 * INFLATION_FLUX, 1)).toBeCloseTo(
      10.973 * 1.3,
      12,
    );
    expect(planetRadiusV2('terrestrial', 1, 1000, 1.05)).toBeCloseTo(1.008, 12);
    expect(planetRadiusV2('subgiant', 5, 1, 1)).toBe(planetRadius('subgiant', 5));
  });
});

describe('atmospheres', () => {
  it('warms the Earth from 255 K to 288 K under 1 bar, and nothing without air', () => {
    expect(greenhouseTemperature(255, 1)).toBeCloseTo(288, 0);
    expect(greenhouseTemperature(255, 0)).toBe(255);
    // Venus: 92 bar over a ~230 K equilibrium gives its 737 K within 5%.
    expect(Math.abs(greenhouseTemperature(230, 92) / 737 - 1)).toBeLessThan(0.05);
  });

  it('inverts the greenhouse: the pressure that gives a temperature, 0 when none is needed', () => {
    expect(pressureForTemperature(255, greenhouseTemperature(255, 1))).toBeCloseTo(1, 9);
    expect(pressureForTemperature(255, greenhouseTemperature(255, 30))).toBeCloseTo(30, 6);
    expect(pressureForTemperature(255, 255)).toBe(0);
    expect(pressureForTemperature(255, 200)).toBe(0);
  });

  it('absorbs 1 − e^(−τ/3) of the thermal radiation', () => {
    expect(greenhouseOpacity(0)).toBe(0);
    expect(greenhouseOpacity(1)).toBeCloseTo(1 - Math.exp(-0.28), 12);
    expect(greenhouseOpacity(10)).toBeCloseTo(1 - Math.exp(-(0.84 * 10 ** 1.1) / 3), 12);
  });

  it('lets water be liquid from 273.15 K to the boiling point, which falls with the pressure', () => {
    expect(liquidWaterPossible(288, 1)).toBe(true);
    expect(liquidWaterPossible(273.15, 1)).toBe(true);
    expect(liquidWaterPossible(273.14, 1)).toBe(false);
    // At 1 atm water boils at 373.15 K; at half a bar near 355 K; at 10 bar near 453 K.
    expect(liquidWaterPossible(373.1, 1.01325)).toBe(true);
    expect(liquidWaterPossible(373.2, 1.01325)).toBe(false);
    expect(liquidWaterPossible(360, 0.5)).toBe(false);
    expect(liquidWaterPossible(350, 0.5)).toBe(true);
    expect(liquidWaterPossible(440, 10)).toBe(true);
    expect(liquidWaterPossible(460, 10)).toBe(false);
    // Below the triple point's pressure ice sublimates: never liquid.
    expect(liquidWaterPossible(280, TRIPLE_POINT_BAR * 0.99)).toBe(false);
  });

  it('counts water at exactly its boiling point as liquid, and a hair above as not', () => {
    // At 1 atm the Clausius–Clapeyron fit gives back 373.15 K (ln 1 = 0) as the code computes it.
    const boiling = 1 / (1 / 373.15);
    expect(liquidWaterPossible(boiling, 1.01325)).toBe(true);
    expect(liquidWaterPossible(boiling + 1e-9, 1.01325)).toBe(false);
  });

  it('keeps nitrogen where the escape velocity beats six thermal speeds (Jeans escape)', () => {
    // The Earth (11.2 km/s at 288 K) and Titan (2.64 km/s at 94 K) keep theirs; the Moon in
    // sunlight (2.38 km/s at 390 K) and Ceres (0.51 km/s) cannot.
    expect(holdsAtmosphere(11_186, 288)).toBe(true);
    expect(holdsAtmosphere(2_640, 94)).toBe(true);
    expect(holdsAtmosphere(2_380, 390)).toBe(false);
    expect(holdsAtmosphere(510, 168)).toBe(false);
  });

  it('loses the air at exactly six thermal speeds: the escape velocity must exceed them', () => {
    const temperature = 300;
    const sixThermal = 6 * Math.sqrt((2 * K_B * temperature) / (28 * AMU));
    expect(holdsAtmosphere(sixThermal, temperature)).toBe(false);
    expect(holdsAtmosphere(sixThermal * (1 + 1e-12), temperature)).toBe(true);
  });
});
