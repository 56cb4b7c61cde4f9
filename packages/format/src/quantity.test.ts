import { describe, expect, it } from 'vitest';
import * as quantity from './quantity.js';

describe('stars', () => {
  it('weigh stars in solar masses and brown dwarfs in Jupiter masses, kg in the tooltip', () => {
    expect(quantity.starMass(1.98847e30)).toEqual({ text: '1 M☉', si: '1.98847 × 10³⁰ kg' });
    expect(quantity.starMass(0.08 * 1.98847e30).text).toBe('0.08 M☉');
    expect(quantity.starMass(0.05 * 1.98847e30).text).toBe('52.4 M♃');
    expect(quantity.starMass(0).text).toBe('0 M☉');
  });

  it('measure radii in solar radii, compact remnants in km', () => {
    expect(quantity.starRadius(695_700)).toEqual({ text: '1 R☉', si: '695,700 km' });
    expect(quantity.starRadius(8_700).text).toBe('0.0125 R☉');
    expect(quantity.starRadius(12).text).toBe('12 km');
  });

  it('give luminosity in solar luminosities, even the faintest', () => {
    expect(quantity.luminosity(3.828e26)).toEqual({ text: '1 L☉', si: '3.828 × 10²⁶ W' });
    expect(quantity.luminosity(1e-31).text).toBe('2.61 × 10⁻⁵⁸ L☉');
  });

  it('give ages in Gyr, Myr or years', () => {
    expect(quantity.age(1.55e9)).toEqual({ text: '1.55 Gyr', si: '1.55 × 10⁹ years' });
    expect(quantity.age(250e6).text).toBe('250 Myr');
    expect(quantity.age(100_000).text).toBe('100,000 years');
    expect(quantity.age(1).text).toBe('1 year');
    expect(quantity.age(0).text).toBe('0 years');
    expect(quantity.age(1.2e12).text).toBe('1,200 Gyr');
  });
});

describe('planets and moons', () => {
  it('weigh gas giants in Jupiter masses, ice giants and smaller in Earth masses', () => {
    expect(quantity.planetMass(1.89813e27).text).toBe('1 M♃');
    expect(quantity.planetMass(5.9722e24)).toEqual({ text: '1 M⊕', si: '5.9722 × 10²⁴ kg' });
    expect(quantity.planetMass(17 * 5.9722e24).text).toBe('17 M⊕');
    expect(quantity.planetMass(42 * 5.9722e24).text).toBe('42 M⊕');
    expect(quantity.planetMass(95 * 5.9722e24).text).toBe('0.299 M♃');
    expect(quantity.planetMass(6e20).text).toBe('0.0001 M⊕');
  });

  it('measure planets in Earth radii and moons in km', () => {
    expect(quantity.planetRadius(6371)).toEqual({ text: '1 R⊕', si: '6,371 km' });
    expect(quantity.length(1737.4).text).toBe('1,740 km');
    expect(quantity.length(0.5).text).toBe('500 m');
    expect(quantity.moonMass(7.342e22).text).toBe('7.34 × 10²² kg');
  });

  it('switch periods to years from 365 days and to days above 24 hours', () => {
    expect(quantity.orbitalPeriod(364).text).toBe('364 days');
    expect(quantity.orbitalPeriod(1).text).toBe('1 day');
    expect(quantity.orbitalPeriod(365)).toEqual({ text: '1 year', si: '365 days' });
    expect(quantity.orbitalPeriod(3650).text).toBe('10 years');
    expect(quantity.rotationPeriod(24).text).toBe('24 hours');
    expect(quantity.rotationPeriod(36).text).toBe('1.5 days');
  });

  it('give speeds in km/s from 1 km/s, heights in km from 10 km', () => {
    expect(quantity.speed(11_186).text).toBe('11.2 km/s');
    expect(quantity.speed(340).text).toBe('340 m/s');
    expect(quantity.height(8_848).text).toBe('8,850 m');
    expect(quantity.height(21_900).text).toBe('21.9 km');
  });

  it('show scores and fractions as whole points and percent, units on every value', () => {
    expect(quantity.habitability(0.873).text).toBe('87 pts');
    expect(quantity.fraction(0.456).text).toBe('46%');
    expect(quantity.percent(71).text).toBe('71%');
    expect(quantity.degrees(23.44).text).toBe('23.4°');
    expect(quantity.temperature(5778).text).toBe('5,780 K');
    expect(quantity.lightYears(17_500)).toEqual({ text: '17,500 ly', si: '17,500 ly' });
    expect(quantity.au(1.524).text).toBe('1.52 AU');
    expect(quantity.metallicity(-0.25).text).toBe('-0.25 dex');
  });

  it('refuses NaN', () => {
    expect(() => quantity.starMass(Number.NaN)).toThrow(RangeError);
    expect(() => quantity.age(Number.NaN)).toThrow(RangeError);
    expect(() => quantity.lightYears(Number.NaN)).toThrow(RangeError);
  });
});
