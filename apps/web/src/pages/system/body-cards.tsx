import type { ReactNode } from 'react';
import { PLANET_COLORS, STAR_COLORS, UNKNOWN_PLANET_COLOR } from '@orrery/domain';
import type { PlanetView, StarView } from '../../api/types.js';
import { formatNumber, planetTypeLabel, quantity as q, typeLabel } from '@orrery/format';
import { ShownValue } from '../../format/shown-value.js';
import type { Shown } from '../../format/shown-value.js';
import { isGiant } from './body-sections.js';
import { UnknownValue } from './unknown-value.js';

/** A label and its formatted value; null when the server withheld it (undiscovered). */
type Rows = [label: string, value: Shown | null][];

/** Formats a value the server may withhold. */
function known<T>(value: T | undefined, format: (v: T) => Shown): Shown | null {
  return value === undefined ? null : format(value);
}

function ValueList({ rows }: { rows: Rows }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-400">{label}</dt>
          <dd className="text-right text-slate-100">
            {value === null ? <UnknownValue /> : <ShownValue value={value} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A body's card: its coloured orb, name and kind open the body's modal; its values below. */
function BodyCard({
  onOpen,
  color,
  name,
  kind,
  children,
}: {
  onOpen: () => void;
  color: string;
  name: string;
  kind: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="panel body-card">
      <button type="button" className="body-card-open" onClick={onOpen}>
        <span className="flex items-center gap-3">
          <span className="body-orb" style={{ backgroundColor: color }} aria-hidden="true" />
          <span className="text-left">
            <span className="block font-semibold text-white">{name}</span>
            <span className="block text-xs text-slate-300">{kind}</span>
          </span>
        </span>
      </button>
      {children}
    </article>
  );
}

/** Star card (docs/spec.md §2): every listed value, a blurred Unknown where the server withholds it. */
export function StarCard({ star, onOpen }: { star: StarView; onOpen: () => void }) {
  const rows: Rows = [
    ['Spectral class', star.spectralClass],
    ['Temperature', known(star.surfaceTemperature, q.temperature)],
    ['Mass', known(star.mass, q.starMass)],
    ['Radius', known(star.radius, q.starRadius)],
    ['Luminosity', known(star.luminosity, q.luminosity)],
    ['Age', known(star.age, q.age)],
    // Remnants and brown dwarfs burn nothing: they have no lifespan left to count.
    ...(star.remainingLifespan === 0
      ? []
      : ([['Remaining lifespan', known(star.remainingLifespan, q.age)]] satisfies Rows)),
    ['Metallicity', known(star.metallicity, q.metallicity)],
    ['Solar flare activity', known(star.solarFlareFrequency, (v) => `${formatNumber(v)} per day`)],
    ['Magnetic field', known(star.magneticFieldStrength, q.magneticField)],
  ];
  return (
    <BodyCard
      onOpen={onOpen}
      color={STAR_COLORS[star.spectralClass]}
      name={star.name}
      kind={typeLabel(star.type)}
    >
      <ValueList rows={rows} />
    </BodyCard>
  );
}

/** Planet card (docs/spec.md §2) with moon chips when discovered; type ??? while undiscovered. */
export function PlanetCard({
  planet,
  discovered,
  onOpen,
  onOpenMoon,
}: {
  planet: PlanetView;
  discovered: boolean;
  onOpen: () => void;
  onOpenMoon: (index: number) => void;
}) {
  const rows: Rows = [
    ['Orbital period', q.orbitalPeriod(planet.orbitalPeriod)],
    ['Semi-major axis', q.au(planet.semiMajorAxis)],
    ['Eccentricity', formatNumber(planet.orbitalEccentricity)],
    ['Mass', known(planet.mass, q.planetMass)],
    ['Radius', known(planet.radius, q.planetRadius)],
    ['Surface gravity', known(planet.surfaceGravity, q.gravity)],
    // Giants have no surface: neither surface water nor a surface pressure (their 1 bar is a convention).
    ...(isGiant(planet)
      ? []
      : ([
          ['Atmospheric pressure', known(planet.atmosphericPressure, q.pressure)],
          ['Surface water', known(planet.surfaceWaterPercentage, q.percent)],
        ] satisfies Rows)),
    ['Habitability', known(planet.habitabilityScore, q.habitability)],
    ['Equilibrium temperature', known(planet.surfaceTemperature, q.temperature)],
    ['Rotation period', known(planet.rotationPeriod, q.rotationPeriod)],
    ['Axial tilt', known(planet.axialTilt, q.degrees)],
  ];
  const moons = planet.moons ?? [];
  return (
    <BodyCard
      onOpen={onOpen}
      color={planet.type ? PLANET_COLORS[planet.type] : UNKNOWN_PLANET_COLOR}
      name={planet.name}
      kind={
        <>
          {planet.type ? planetTypeLabel(planet.type) : '???'}
          {planet.habitable && <span className="badge badge-habitable ml-2">Habitable</span>}
        </>
      }
    >
      <ValueList rows={rows} />
      <div className="mt-3 border-t border-white/10 pt-3">
        {!discovered ? (
          <p className="text-sm text-slate-400">
            Moon data unavailable until system is discovered.
          </p>
        ) : moons.length === 0 ? (
          <p className="text-sm text-slate-400">No moons</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={`Moons of ${planet.name}`}>
            {moons.map((moon, i) => (
              <li key={moon.name}>
                <button type="button" className="chip" onClick={() => onOpenMoon(i)}>
                  {moon.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </BodyCard>
  );
}
