import { useState } from 'react';
import { ApiError, errorText, isUnauthorized } from '../../api/client.js';
import { useBuydown, useBuydownQuote } from '../../queries/hooks.js';
import type { BuydownQuote } from '../../api/types.js';
import { Dialog } from '../../components/dialog/dialog.js';
import { formatCurrency } from '@orrery/format';
import { Spinner } from '../../components/spinner.js';
import { buydownProblem } from '../../game/buydown.js';
import { notify } from '../../toasts/notify.js';

interface BuydownDialogProps {
  open: boolean;
  onClose: () => void;
  balance: number;
}

/** Buy down the cooldown in whole hours (docs/spec.md §4, §5, §9); the slider starts at 1. */
export function BuydownDialog({ open, onClose, balance }: BuydownDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Buy down cooldown">
      {open && <QuotedForm onClose={onClose} balance={balance} />}
    </Dialog>
  );
}

/** The price and the hours allowed are the server's (the game config in force), asked on opening. */
function QuotedForm({ onClose, balance }: Omit<BuydownDialogProps, 'open'>) {
  const quote = useBuydownQuote();
  if (quote.isPending) return <Spinner />;
  if (quote.isError) {
    return isUnauthorized(quote.error) ? null : (
      <p role="alert" className="text-sm text-rose-300">
        {errorText(quote.error, 'Failed to fetch the buydown price')}
      </p>
    );
  }
  return <BuydownForm onClose={onClose} balance={balance} quote={quote.data} />;
}

interface BuydownFormProps {
  onClose: () => void;
  balance: number;
  quote: BuydownQuote;
}

function BuydownForm({ onClose, balance, quote }: BuydownFormProps) {
  const buydown = useBuydown();
  const [hours, setHours] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const maxHours = quote.maxHours;
  const cost = quote.costPerHour;

  function confirm() {
    const issue = buydownProblem(hours, quote, balance);
    setProblem(issue);
    if (issue) return;
    buydown.mutate(hours, {
      onSuccess: () => {
        notify.success(`Cooldown reduced by ${hours} hour${hours === 1 ? '' : 's'}`);
        onClose();
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        // The server keeps the spec's text and names the hours allowed in `details.hours`.
        const allowed = error instanceof ApiError ? error.details.hours : undefined;
        const text = errorText(error, 'Failed to buy down cooldown');
        setProblem(allowed ? `${text} Allowed: ${allowed}.` : text);
      },
    });
  }

  return (
    <div className="space-y-5">
      <p className="text-slate-300">
        Each hour costs {formatCurrency(cost)}. Your balance: {formatCurrency(balance)}.
      </p>
      <div>
        <label htmlFor="buydown-hours" className="flex justify-between text-sm text-slate-200">
          <span>Hours</span>
          <output htmlFor="buydown-hours" className="font-semibold text-white">
            {hours} h = {formatCurrency(hours * cost)}
          </output>
        </label>
        <input
          id="buydown-hours"
          type="range"
          min={1}
          max={Math.max(1, maxHours)}
          step={1}
          value={hours}
          onChange={(event) => setHours(Number(event.target.value))}
          className="mt-2 w-full accent-sky-300"
        />
        <div className="flex justify-between text-xs text-slate-400" aria-hidden="true">
          <span>1 h</span>
          <span>{Math.max(1, maxHours)} h</span>
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-rose-300">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={confirm}
          disabled={buydown.isPending}
        >
          {buydown.isPending ? 'Buying...' : 'Buy down'}
        </button>
      </div>
    </div>
  );
}
