import { formatNumber, quantity, typeLabel } from '@orrery/format';
import { STAR_COLORS } from '@orrery/domain';
import type { FullSystem } from '../../api/types.js';
import type { BodyTarget } from './body-modal.js';

/**
 * An undiscovered system's bodies: what the telescope sees (each star's class and kind, each
 * planet's orbit) and one line for the rest, instead of an "Unknown" for every withheld value.
 */
export function UndiscoveredBodies({
  system: s,
  onOpen,
}: {
  system: FullSystem;
  onOpen: (target: BodyTarget) => void;
}) {
  return (
    <>
      <section aria-labelledby="stars-heading">
        <h2 id="stars-heading" className="section-title">
          Stars
        </h2>
        {s.stars.length === 0 ? (
          <p className="mt-3 text-slate-300">No stars in this system.</p>
        ) : (
          <ul className="mt-4 flex flex-wrap gap-3">
            {s.stars.map((star) => (
              <li key={star.name}>
                <button
                  type="button"
                  className="chip flex items-center gap-2"
                  onClick={() => onOpen({ kind: 'star', star })}
                >
                  <span
                    className="body-orb body-orb-sm"
                    style={{ backgroundColor: STAR_COLORS[star.spectralClass] }}
                    aria-hidden="true"
                  />
                  {star.name} · {star.spectralClass} {typeLabel(star.type)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="planets-heading">
        <h2 id="planets-heading" className="section-title">
          Planets
        </h2>
        {s.planets.length === 0 ? (
          <p className="mt-3 text-slate-300">No planets in this system.</p>
        ) : (
          <div className="panel mt-4 overflow-x-auto p-0">
            <table className="orbit-table">
              <caption className="sr-only">Planet orbits</caption>
              <thead>
                <tr>
                  <th scope="col">Planet</th>
                  <th scope="col">Semi-major axis</th>
                  <th scope="col">Orbital period</th>
                  <th scope="col">Eccentricity</th>
                </tr>
              </thead>
              <tbody>
                {s.planets.map((planet) => (
                  <tr key={planet.name}>
                    <th scope="row">
                      <button
                        type="button"
                        className="link"
                        onClick={() => onOpen({ kind: 'planet', planet })}
                      >
                        {planet.name}
                      </button>
                    </th>
                    <td>{quantity.au(planet.semiMajorAxis).text}</td>
                    <td>{quantity.orbitalPeriod(planet.orbitalPeriod).text}</td>
                    <td>{formatNumber(planet.orbitalEccentricity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <p className="text-slate-400" data-testid="unknown-line">
        Star temperatures, masses and ages, planet types, surfaces, atmospheres and moons are
        unknown until the system is discovered.
      </p>
    </>
  );
}
