import { describe, expect, it } from 'vitest';
import {
  formatHabitability,
  formatLength,
  formatMass,
  formatOrbitalPeriod,
  formatRotationPeriod,
} from './units.js';

describe('units (spec 9)', () => {
  it('gives orbital periods in days below 365 and years from 365', () => {
    expect(formatOrbitalPeriod(364)).toBe('364 days');
    expect(formatOrbitalPeriod(365)).toBe('1.00 years');
    expect(formatOrbitalPeriod(3650)).toBe('10.00 years');
  });
  it('gives rotation periods in hours up to 24 and days above', () => {
    expect(formatRotationPeriod(24)).toBe('24 hours');
    expect(formatRotationPeriod(36)).toBe('1.50 days');
  });
  it('shows lengths in km, or m below one km', () => {
    expect(formatLength(6371)).toBe('6,370 km');
    expect(formatLength(0.5)).toBe('500 m');
  });
  it('shows mass in kg and habitability as points', () => {
    expect(formatMass(5.97e24)).toBe('5.97e24 kg');
    expect(formatHabitability(0.873)).toBe('87 pts');
  });
});
