import { Link, useLocation } from 'react-router';
import type { SystemCard } from '../../api/types.js';
import type { SystemLinkState, SystemOrigin } from '../../navigation/system-link.js';
import { toCardData } from './card-data.js';
import { SystemCardView } from './system-card.js';

/**
 * A grid of system cards, each opening /solar/{hash}; the system page's back button returns to this
 * very URL (path and query), so filters and page survive the round trip.
 */
export function SystemCardGrid({
  systems,
  origin,
}: {
  systems: readonly SystemCard[];
  origin: SystemOrigin;
}) {
  const location = useLocation();
  const state: SystemLinkState = { origin, returnTo: location.pathname + location.search };
  return (
    <ul className="mt-8 grid justify-items-center gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {systems.map((system) => (
        <li key={system.hash}>
          <Link to={`/solar/${system.hash}`} state={state} aria-label={`Open ${system.name}`}>
            <SystemCardView system={toCardData(system)} flippable={false} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
