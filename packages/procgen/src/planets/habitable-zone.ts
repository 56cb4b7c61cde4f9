/**
 * The conservative habitable zone of Kopparapu et al. (2013, ApJ 765, 131; erratum coefficients):
 * from the runaway greenhouse to the maximum greenhouse limit, d = √(L / S_eff) AU, valid for
 * 2,600–7,200 K. Outside that range: √(L/1.1) … √(L/0.53) AU (Kasting, Whitmire & Reynolds 1993).
 */
export interface HabitableZone {
  /** AU */
  inner: number;
  /** AU */
  outer: number;
}

const RUNAWAY = [1.0385, 1.2456e-4, 1.4612e-8, -7.6345e-12, -1.7511e-15] as const;
const MAXIMUM = [0.3507, 5.9578e-5, 1.6707e-9, -3.0058e-12, -5.1925e-16] as const;

function effectiveFlux(c: readonly [number, number, number, number, number], t: number): number {
  return c[0] + t * (c[1] + t * (c[2] + t * (c[3] + t * c[4])));
}

/**
 * The zone's edges as the flux a planet receives there, in units of Earth's (S⊕ = L☉ / AU²):
 * `inner` at the runaway greenhouse, `outer` at the maximum greenhouse, for a star of this
 * temperature.
 */
export function habitableZoneFlux(temperature: number): HabitableZone {
  if (temperature >= 2_600 && temperature <= 7_200) {
    const t = temperature - 5_780;
    return { inner: effectiveFlux(RUNAWAY, t), outer: effectiveFlux(MAXIMUM, t) };
  }
  return { inner: 1.1, outer: 0.53 };
}

export function habitableZone(luminositySun: number, temperature: number): HabitableZone {
  const flux = habitableZoneFlux(temperature);
  return {
    inner: Math.sqrt(luminositySun / flux.inner),
    outer: Math.sqrt(luminositySun / flux.outer),
  };
}

/**
 * Snow line, 4.85 √L AU (docs/game-design.md §6): where a black body cools to ~126 K. Hayashi's (1981) 170 K
 * condensation temperature would put the Sun's at 2.7 AU; the generator keeps the design's figure.
 */
export function frostLine(luminositySun: number): number {
  return 4.85 * Math.sqrt(luminositySun);
}

/** The flux at the snow line, S⊕: 1 / 4.85². */
export const FROST_LINE_FLUX = 1 / (4.85 * 4.85);

/**
 * Where a host of luminosity L (L☉) gives `flux` (S⊕) when distant companions already give
 * `background` everywhere: √(L / (flux − background)) AU, or Infinity when the companions alone
 * reach it (nowhere in the system is darker).
 */
export function distanceAtFlux(luminositySun: number, flux: number, background: number): number {
  return flux > background ? Math.sqrt(luminositySun / (flux - background)) : Infinity;
}
