import { countOf } from '@orrery/format';
import { Link } from 'react-router';
import { useTrades } from '../../queries/trade-hooks.js';

/** How many offers other societies have sent that wait for an answer; one line, held while loading. */
export function OffersWaiting() {
  const incoming = useTrades('incoming');
  const waiting = incoming.data?.filter((trade) => trade.state === 'open').length;
  return (
    <p className="min-h-6 text-slate-200" data-testid="offers-waiting">
      {waiting === undefined ? (
        incoming.isError ? (
          'Offers unavailable.'
        ) : (
          <span className="text-slate-400">Loading offers…</span>
        )
      ) : (
        <Link className="link" to="/trades">
          {waiting === 0 ? 'No offers waiting' : `${countOf(waiting, 'offer')} waiting`}
        </Link>
      )}
    </p>
  );
}
