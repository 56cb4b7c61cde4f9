// The reference bodies the units are made of (the same values the generator uses, docs/game-design.md).

/** Nominal solar mass, kg (IAU 2015 Resolution B3). */
export const SOLAR_MASS_KG = 1.98847e30;
/** Nominal solar radius, km (IAU 2015 Resolution B3). */
export const SOLAR_RADIUS_KM = 695_700;
/** Nominal solar luminosity, W (IAU 2015 Resolution B3). */
export const SOLAR_LUMINOSITY_W = 3.828e26;
/** Jupiter's mass, kg (IAU 2015: GM_J / G). */
export const JUPITER_MASS_KG = 1.89813e27;
/** Earth's mass, kg (IAU 2015: GM_E / G). */
export const EARTH_MASS_KG = 5.9722e24;
/** Earth's mean radius, km (IAU 2015 nominal). */
export const EARTH_RADIUS_KM = 6_371;
/** Days per year, the spec's own threshold for switching an orbital period to years. */
export const DAYS_PER_YEAR = 365;
