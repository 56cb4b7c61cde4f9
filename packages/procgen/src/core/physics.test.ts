import { describe, expect, it } from 'vitest';
import { mainSequenceLifetime, mainSequenceLuminosity, maxMainSequenceMass } from './physics.js';

describe('maxMainSequenceMass', () => {
  it('inverts the main-sequence lifetime on every segment', () => {
    for (const mass of [0.1, 0.3, 0.5, 1, 1.9, 2.5, 10, 40]) {
      const lifetime = mainSequenceLifetime(mass, mainSequenceLuminosity(mass));
      expect(maxMainSequenceMass(lifetime)).toBeCloseTo(mass, 6);
    }
  });

  it('lets every star live that outlives the age', () => {
    for (const age of [1e6, 3e8, 1e9, 5e9, 1.2e10]) {
      const mass = maxMainSequenceMass(age);
      expect(mainSequenceLifetime(mass, mainSequenceLuminosity(mass))).toBeGreaterThanOrEqual(
        age * (1 - 1e-9),
      );
    }
  });
});
