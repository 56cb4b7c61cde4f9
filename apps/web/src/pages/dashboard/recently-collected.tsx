import { Link } from 'react-router';
import type { SystemCard } from '../../api/types.js';
import { toCardData } from '../../components/system-card/card-data.js';
import { SystemCardView } from '../../components/system-card/system-card.js';
import { newestSystems } from '../../game/collection-stats.js';

/** docs/spec.md §9: Recently Collected shows 4 items. */
const RECENT_COUNT = 4;

/** The 4 newest collected systems as cards linking to their page with origin dashboard (docs/spec.md §2). */
export function RecentlyCollected({ systems }: { systems: readonly SystemCard[] }) {
  const recent = newestSystems(systems, RECENT_COUNT);
  return (
    <section aria-labelledby="recent-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="recent-heading" className="section-title">
          Recently Collected
        </h2>
        <Link to="/collection" className="link">
          View Full Collection
        </Link>
      </div>
      {recent.length === 0 ? (
        <p className="mt-4 text-slate-300">No collections yet. Collect your first solar system!</p>
      ) : (
        <ul className="card-grid mt-4">
          {recent.map((system) => (
            <li key={system.hash}>
              <Link
                to={`/solar/${system.hash}`}
                state={{ origin: 'dashboard' }}
                className="card-link"
                aria-label={`${system.name}, open system`}
              >
                <SystemCardView system={toCardData(system)} flippable={false} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
