import type { ReactNode } from 'react';
import type { Planet, Star } from '../../api/types.js';
import { STAR_COLORS, PLANET_COLORS } from '../../components/system-card/body-colors.js';
import { typeLabel } from '../../format/labels.js';
import { formatNumber } from '../../format/number.js';
import {
  formatAu,
  formatDegrees,
  formatGauss,
  formatGravity,
  formatHabitability,
  formatLength,
  formatLuminosity,
  formatMass,
  formatOrbitalPeriod,
  formatPercent,
  formatPressure,
  formatRotationPeriod,
  formatTemperature,
  formatYears,
} from '../../format/units.js';
import { UnknownValue } from './unknown-value.js';

type Rows = [label: string, value: string, visibleUndiscovered?: boolean][];

function ValueList({ rows, discovered }: { rows: Rows; discovered: boolean }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value, visible]) => (
        <div key={label} className="contents">
          <dt className="text-slate-400">{label}</dt>
          <dd className="text-right text-slate-100">
            {discovered || visible ? value : <UnknownValue />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function BodyCard({
  onOpen,
  header,
  children,
}: {
  onOpen: () => void;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="panel body-card">
      <button type="button" className="body-card-open" onClick={onOpen}>
        {header}
      </button>
      {children}
    </article>
  );
}

/** Star card (spec 2): every listed value; undiscovered shows only class and temperature. */
export function StarCard({
  star,
  discovered,
  onOpen,
}: {
  star: Star;
  discovered: boolean;
  onOpen: () => void;
}) {
  const rows: Rows = [
    ['Spectral class', star.spectralClass, true],
    ['Temperature', formatTemperature(star.surfaceTemperature), true],
    ['Mass', formatMass(star.mass)],
    ['Radius', formatLength(star.radius)],
    ['Luminosity', formatLuminosity(star.luminosity)],
    ['Age', formatYears(star.age)],
    ['Remaining lifespan', formatYears(star.remainingLifespan)],
    ['Metallicity', `${formatNumber(star.metallicity)} dex`],
    ['Solar flare activity', `${formatNumber(star.solarFlareFrequency)} per day`],
    ['Magnetic field', formatGauss(star.magneticFieldStrength)],
  ];
  return (
    <BodyCard
      onOpen={onOpen}
      header={
        <span className="flex items-center gap-3">
          <span
            className="body-orb"
            style={{ backgroundColor: STAR_COLORS[star.spectralClass] }}
            aria-hidden="true"
          />
          <span className="text-left">
            <span className="block font-semibold text-white">{star.name}</span>
            <span className="block text-xs text-slate-300">{typeLabel(star.type)}</span>
          </span>
        </span>
      }
    >
      <ValueList rows={rows} discovered={discovered} />
    </BodyCard>
  );
}

/** Planet card (spec 2) with moon chips when discovered. */
export function PlanetCard({
  planet,
  discovered,
  onOpen,
  onOpenMoon,
}: {
  planet: Planet;
  discovered: boolean;
  onOpen: () => void;
  onOpenMoon: (index: number) => void;
}) {
  const rows: Rows = [
    ['Orbital period', formatOrbitalPeriod(planet.orbitalPeriod), true],
    ['Semi-major axis', formatAu(planet.semiMajorAxis), true],
    ['Eccentricity', formatNumber(planet.orbitalEccentricity)],
    ['Mass', formatMass(planet.mass)],
    ['Radius', formatLength(planet.radius)],
    ['Surface gravity', formatGravity(planet.surfaceGravity)],
    ['Atmospheric pressure', formatPressure(planet.atmosphericPressure)],
    ['Surface water', formatPercent(planet.surfaceWaterPercentage)],
    ['Habitability', formatHabitability(planet.habitabilityScore)],
    ['Equilibrium temperature', formatTemperature(planet.surfaceTemperature)],
    ['Rotation period', formatRotationPeriod(planet.rotationPeriod)],
    ['Axial tilt', formatDegrees(planet.axialTilt)],
  ];
  return (
    <BodyCard
      onOpen={onOpen}
      header={
        <span className="flex items-center gap-3">
          <span
            className="body-orb"
            style={{ backgroundColor: discovered ? PLANET_COLORS[planet.type] : '#475569' }}
            aria-hidden="true"
          />
          <span className="text-left">
            <span className="block font-semibold text-white">{planet.name}</span>
            <span className="block text-xs text-slate-300">
              {discovered ? typeLabel(planet.type) : '???'}
              {discovered && planet.habitable && (
                <span className="badge badge-habitable ml-2">Habitable</span>
              )}
            </span>
          </span>
        </span>
      }
    >
      <ValueList rows={rows} discovered={discovered} />
      <div className="mt-3 border-t border-white/10 pt-3">
        {!discovered ? (
          <p className="text-sm text-slate-400">
            Moon data unavailable until system is discovered.
          </p>
        ) : planet.moons.length === 0 ? (
          <p className="text-sm text-slate-400">No moons</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={`Moons of ${planet.name}`}>
            {planet.moons.map((moon, i) => (
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
