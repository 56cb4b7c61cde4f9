import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isUnauthorized } from '../../api/client.js';
import { useBalance, useTransactionHistory } from '../../queries/hooks.js';
import { pageCount } from '../../components/pagination/pagination-math.js';
import { DateText } from '../../format/date-format.js';
import { notify } from '../../toasts/notify.js';
import { PageSteps } from '../../components/pagination/page-steps.js';
import { formatCurrency, formatSignedCurrency } from '@orrery/format';
import { LEDGER_PAGE_SIZE, ledgerOffset, parseLedgerPage, rowLabel } from './ledger-format.js';

/** Balance and the paged transaction history; the page lives in `?page=`. */
export default function LedgerPage() {
  const [params, setParams] = useSearchParams();
  const page = parseLedgerPage(params.get('page'));
  const balance = useBalance();
  const history = useTransactionHistory(LEDGER_PAGE_SIZE, ledgerOffset(page));

  const failed =
    (balance.isError && !isUnauthorized(balance.error)) ||
    (history.isError && !isUnauthorized(history.error));
  useEffect(() => {
    if (failed) notify.error('Failed to load transaction data', { persistent: true });
  }, [failed]);

  const totalPages = pageCount(history.data?.total ?? 0, LEDGER_PAGE_SIZE);
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  const transactions = history.data?.transactions ?? [];

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-white">Ledger</h1>

      <div className="mt-6 rounded-xl border border-white/10 bg-slate-900/70 p-6">
        <h2 className="text-sm tracking-wider text-slate-300 uppercase">Current Balance</h2>
        <p className="mt-2 text-3xl font-semibold text-white" data-testid="balance">
          {balance.data ? formatCurrency(balance.data.balance) : '...'}
        </p>
      </div>

      <h2 className="mt-10 text-xl font-semibold text-white">Transaction History</h2>
      {history.isPending ? (
        <p className="mt-4 text-slate-300">Loading...</p>
      ) : transactions.length === 0 ? (
        <p className="mt-4 text-slate-300">No transactions found.</p>
      ) : (
        <ul className="mt-4 divide-y divide-white/10 rounded-xl border border-white/10 bg-slate-900/70">
          {transactions.map((t) => (
            <li
              key={t.id}
              data-testid="transaction"
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
            >
              <span className="flex flex-col">
                <span className="text-slate-100">{rowLabel(t.reason.name, t.description)}</span>
                <span className="text-xs text-slate-400">
                  <DateText value={t.createdAt} />
                </span>
              </span>
              <span
                className={`font-mono font-semibold ${t.amount >= 0 ? 'text-emerald-400' : 'text-red-400'}`}
              >
                {formatSignedCurrency(t.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}

      {totalPages > 1 && (
        <nav
          aria-label="Ledger pages"
          className="mt-6 flex flex-wrap items-center justify-center gap-2"
        >
          <PageSteps page={page} last={totalPages} onPageChange={goTo}>
            <span className="px-2 text-sm text-slate-300">
              Page {page} of {totalPages}
            </span>
          </PageSteps>
        </nav>
      )}
    </section>
  );
}
