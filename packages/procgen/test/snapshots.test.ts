import { describe, expect, it } from 'vitest';
import { generateSystem, GENERATOR_VERSION } from '../src/index.js';

/**
 * A handful of fixed systems, stored whole. Any change to generated output fails here: if it was
 * meant, bump GENERATOR_VERSION and update with `npx vitest run --project procgen -u`
 * (docs/game-design.md, "Changing the generator").
 */
const galaxy = { seed: 'snapshots', size: 10_000 };

describe(`generator version ${GENERATOR_VERSION}`, () => {
  it('keeps a star-only system', () => {
    const system = generateSystem(galaxy, 0);
    expect(system.cardType).toBe('star-only');
    expect(system).toMatchSnapshot();
  });

  it('keeps a black hole', () => {
    const system = generateSystem(galaxy, 4);
    expect(system.stars[0]?.type).toBe('black-hole');
    expect(system).toMatchSnapshot();
  });

  it('keeps a trinary', () => {
    const system = generateSystem(galaxy, 78);
    expect(system.stars).toHaveLength(3);
    expect(system).toMatchSnapshot();
  });

  it('keeps a habitable system', () => {
    const system = generateSystem(galaxy, 297);
    expect(system.cardType).toBe('habitable');
    expect(system).toMatchSnapshot();
  });
});
