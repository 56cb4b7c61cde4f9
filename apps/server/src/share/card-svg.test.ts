import type { SystemCard } from '@orrery/api';
import { describe, expect, it } from 'vitest';
import { PLANET_COLORS, UNKNOWN_PLANET_COLOR } from '@orrery/domain';
import { escapeXml, systemImageSvg } from './card-svg.js';

/** An undiscovered card as the API answers it: no planet types, no moon counts. */
const hidden: SystemCard = {
  hash: 'ab12cd34',
  name: 'Vel <Prime> & "Co"',
  sector: 'Orion Inner',
  coordinates: { x: 1200.4, y: -3.6, z: 880 },
  rarity: 'RARE',
  rarityScore: 4.25,
  cardType: 'standard',
  habitable: false,
  starCount: 1,
  planetCount: 3,
  discovered: false,
  discoveredById: null,
  discoverer: null,
  discoveryDate: null,
  stars: [{ spectralClass: 'G', type: 'main-sequence' }],
  planets: [{}, {}, {}],
};

/** The same card with the values an undiscovered view leaves out. */
const revealed: SystemCard = {
  ...hidden,
  moonCount: 5,
  planets: [
    { type: 'ocean', moonCount: 1 },
    { type: 'lava', moonCount: 0 },
    { type: 'gas-giant', moonCount: 4 },
  ],
};

describe('systemImageSvg', () => {
  it('draws an undiscovered system from its public values only', () => {
    const svg = systemImageSvg(hidden);
    for (const color of Object.values(PLANET_COLORS)) expect(svg).not.toContain(color);
    expect(svg.split(UNKNOWN_PLANET_COLOR).length - 1).toBe(3);
    expect(svg).toContain('? moons');
    expect(svg).toContain('Undiscovered');
    // Were the hidden values in the view, the image would show them: they are what is left out.
    const shown = systemImageSvg(revealed);
    expect(shown).not.toEqual(svg);
    expect(shown).toContain(PLANET_COLORS.ocean);
    expect(shown).toContain('5 moons');
  });

  it('escapes names as text', () => {
    const svg = systemImageSvg(hidden);
    expect(svg).toContain(escapeXml('Vel <Prime> & "Co"'));
    expect(svg).not.toContain('<Prime>');
  });
});
