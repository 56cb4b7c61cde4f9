import { useState } from 'react';
import { Link } from 'react-router';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useSystemsByHash, useTradeAction } from '../../queries/trade-hooks.js';
import type { Trade } from '../../api/trade-types.js';
import { Dialog } from '../../components/dialog/dialog.js';
import { DateText } from '../../format/date-format.js';
import { ProposeDialog } from './propose-dialog.js';
import { TradeConfirmation } from './trade-confirmation.js';
import { TradeSideView } from './trade-side.js';
import { STATE_LABELS, isGift, timeLeftText, viewerTrade } from './trade-view.js';
import { useTheirSystems } from './use-their-systems.js';

/** One offer in a box: who, both sides, its state and time left, and what the viewer may do. */
export function TradeCard({ trade, viewer, now }: { trade: Trade; viewer: string; now: number }) {
  const view = viewerTrade(trade, viewer);
  const [dialog, setDialog] = useState<'accept' | 'counter' | null>(null);
  const accept = useTradeAction('accept');
  const decline = useTradeAction('decline');
  const cancel = useTradeAction('cancel');
  const failed = [accept, decline, cancel].find((m) => m.isError && !isUnauthorized(m.error));
  const open = trade.state === 'open';
  const timeLeft = timeLeftText(trade, now);
  const gift = isGift(trade);

  return (
    <article className="panel space-y-4" aria-label={`${gift ? 'Gift' : 'Offer'} ${trade.id}`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-lg font-semibold text-white">
          {gift ? 'Gift' : 'Offer'} {view.sent ? 'to' : 'from'}{' '}
          <Link className="link" to={`/society/${encodeURIComponent(view.counterpart)}`}>
            {view.counterpart}
          </Link>
        </h2>
        <span className={`badge trade-state-${trade.state}`}>{STATE_LABELS[trade.state]}</span>
        <span className="text-sm text-slate-300">
          {timeLeft ?? (trade.closedAt ? <DateText value={trade.closedAt} /> : null)}
        </span>
      </header>
      {trade.reason && <p className="text-sm text-slate-300">{trade.reason}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TradeSideView title="You give" side={view.mine} />
        <TradeSideView title="You get" side={view.theirs} />
      </div>
      {trade.message && (
        <blockquote className="border-l-2 border-white/20 pl-3 text-slate-200 italic">
          {trade.message}
        </blockquote>
      )}
      {open && (
        <div className="flex flex-wrap gap-3">
          {view.sent ? (
            <button
              type="button"
              className="btn-secondary"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(trade.id)}
            >
              Cancel offer
            </button>
          ) : (
            <>
              <button type="button" className="btn-primary" onClick={() => setDialog('accept')}>
                Accept…
              </button>
              <button type="button" className="btn-secondary" onClick={() => setDialog('counter')}>
                Counter…
              </button>
              <button
                type="button"
                className="btn-ghost"
                disabled={decline.isPending}
                onClick={() => decline.mutate(trade.id)}
              >
                Decline
              </button>
            </>
          )}
        </div>
      )}
      {failed && (
        <p role="alert" className="text-sm text-rose-300">
          {errorText(failed.error, 'That did not work. Try again.')}
        </p>
      )}
      <AcceptDialog
        open={dialog === 'accept'}
        onClose={() => setDialog(null)}
        trade={trade}
        viewer={viewer}
      />
      {!view.sent && (
        <CounterDialog
          open={dialog === 'counter'}
          onClose={() => setDialog(null)}
          trade={trade}
          viewer={viewer}
        />
      )}
    </article>
  );
}

function AcceptDialog(props: { open: boolean; onClose: () => void; trade: Trade; viewer: string }) {
  const { open, onClose, trade, viewer } = props;
  const view = viewerTrade(trade, viewer);
  const accept = useTradeAction('accept');
  return (
    <Dialog open={open} onClose={onClose} title="Accept this trade?" size="max-w-3xl">
      <div className="space-y-4">
        <TradeConfirmation
          counterpart={view.counterpart}
          mine={view.mine}
          theirs={view.theirs}
          weighed={view}
        />
        {accept.isError && !isUnauthorized(accept.error) && (
          <p role="alert" className="text-sm text-rose-300">
            {errorText(accept.error, 'The trade could not be accepted.')}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={accept.isPending}
            onClick={() => accept.mutate(trade.id, { onSuccess: onClose })}
          >
            Accept trade
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Not now
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** A counter is a new offer in the other direction that replaces this one. */
function CounterDialog(props: {
  open: boolean;
  onClose: () => void;
  trade: Trade;
  viewer: string;
}) {
  const { open, onClose, trade, viewer } = props;
  const view = viewerTrade(trade, viewer);
  // What they offered is theirs: it may be asked for again, beside their public systems.
  const offered = useSystemsByHash(
    trade.give.map((system) => system.hash),
    open,
  ).flatMap((query) => query.data ?? []);
  const theirSystems = useTheirSystems(view.counterpart, offered);
  return (
    <ProposeDialog
      open={open}
      onClose={onClose}
      title={`Counter ${view.counterpart}'s offer`}
      to={view.counterpart}
      theirSystems={theirSystems}
      initial={{
        give: view.mine.systems.map((system) => system.hash),
        get: view.theirs.systems.map((system) => system.hash),
        giveCredits: view.mine.credits,
        getCredits: view.theirs.credits,
      }}
      counters={trade.id}
    />
  );
}
