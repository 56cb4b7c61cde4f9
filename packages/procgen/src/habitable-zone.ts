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

export function habitableZone(luminositySun: number, temperature: number): HabitableZone {
  if (temperature >= 2_600 && temperature <= 7_200) {
    const t = temperature - 5_780;
    return {
      inner: Math.sqrt(luminositySun / effectiveFlux(RUNAWAY, t)),
      outer: Math.sqrt(luminositySun / effectiveFlux(MAXIMUM, t)),
    };
  }
  return { inner: Math.sqrt(luminositySun / 1.1), outer: Math.sqrt(luminositySun / 0.53) };
}

/**
 * Snow line, 4.85 √L AU (design.md): where a black body cools to ~126 K. Hayashi's (1981) 170 K
 * condensation temperature would put the Sun's at 2.7 AU; the generator keeps design.md's figure.
 */
export function frostLine(luminositySun: number): number {
  return 4.85 * Math.sqrt(luminositySun);
}
