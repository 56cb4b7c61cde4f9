import { useSearchParams } from 'react-router';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useTrades } from '../../queries/trade-hooks.js';
import { TRADE_BOXES, type TradeBox } from '../../api/trade-types.js';
import { useAuth } from '../../auth/auth-context.js';
import { useNow } from '../../format/use-now.js';
import { TradeCard } from './trade-card.js';

const BOX_LABELS: Record<TradeBox, string> = {
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  history: 'History',
};

const EMPTY_TEXT: Record<TradeBox, string> = {
  incoming: 'No offers waiting for you. Offers other societies send you appear here.',
  outgoing: "You have no open offers. Propose a trade from a society's profile.",
  history: 'No trades yet. Accepted, declined, cancelled and expired offers appear here.',
};

const parseBox = (value: string | null): TradeBox =>
  TRADE_BOXES.find((box) => box === value) ?? 'incoming';

/** Trades: the offers waiting for the player, those they sent, and the closed ones. */
export default function TradesPage() {
  const [params, setParams] = useSearchParams();
  const box = parseBox(params.get('box'));
  const { user } = useAuth();
  const trades = useTrades(box);
  const now = useNow(box !== 'history');

  return (
    <section className="mx-auto max-w-5xl space-y-6 px-0 py-2 sm:px-4">
      <h1 className="text-3xl font-semibold text-white">Trades</h1>
      <div className="segmented" role="group" aria-label="Boxes">
        {TRADE_BOXES.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={box === key}
            onClick={() => setParams(key === 'incoming' ? {} : { box: key }, { replace: true })}
          >
            {BOX_LABELS[key]}
          </button>
        ))}
      </div>
      <div className="reserve-screen space-y-4">
        {trades.isPending || !user ? (
          <TradeSkeletons />
        ) : trades.isError ? (
          !isUnauthorized(trades.error) && (
            <p role="alert" className="text-rose-300">
              {errorText(trades.error, 'Failed to load your trades')}
            </p>
          )
        ) : trades.data.length === 0 ? (
          <p className="text-slate-300">{EMPTY_TEXT[box]}</p>
        ) : (
          trades.data.map((trade) => (
            <TradeCard key={trade.id} trade={trade} viewer={user.username} now={now} />
          ))
        )}
      </div>
    </section>
  );
}

/** Two offers' worth of space while the box loads. */
function TradeSkeletons() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading...
      </p>
      {[0, 1].map((key) => (
        <div key={key} className="panel trade-card-skeleton" aria-hidden="true" />
      ))}
    </>
  );
}
