import { formatCurrency } from '@orrery/format';
import { useState } from 'react';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useApplyFinish, useNameSystem, useSinkPrices } from '../../queries/economy-hooks.js';
import type { FullSystem } from '../../api/types.js';
import { useAuth } from '../../auth/auth-context.js';

/** What the holder of a system may buy for it: a public name and a card finish. */
export function HolderSinks({ system }: { system: FullSystem }) {
  const { user } = useAuth();
  const prices = useSinkPrices();
  const name = useNameSystem(system.hash);
  const finish = useApplyFinish(system.hash);
  const [draft, setDraft] = useState(system.publicName ?? '');
  if (!user || system.discoveredById !== user.id || !prices.data) return null;
  const { naming, finishes } = prices.data;
  const failed = [name, finish].find((m) => m.isError && !isUnauthorized(m.error));
  return (
    <section aria-labelledby="holder-sinks-heading" className="panel">
      <h2 id="holder-sinks-heading" className="panel-title">
        Make It Yours
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          name.mutate(draft);
        }}
      >
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Public name ({naming.minLength}–{naming.maxLength} characters)
          <input
            className="input"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button type="submit" className="btn-primary" disabled={name.isPending}>
          Name it for {formatCurrency(naming.price)}
        </button>
      </form>
      <div className="mt-4 flex flex-wrap gap-3">
        {(['foil', 'holographic'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="btn-secondary"
            disabled={finish.isPending || system.finish === kind}
            onClick={() => finish.mutate(kind)}
          >
            {system.finish === kind
              ? `${kind === 'foil' ? 'Foil' : 'Holographic'} finish applied`
              : `${kind === 'foil' ? 'Foil' : 'Holographic'} finish for ${formatCurrency(finishes[kind] ?? 0)}`}
          </button>
        ))}
      </div>
      {failed && (
        <p role="alert" className="mt-3 text-sm text-rose-300">
          {errorText(failed.error, 'Failed to buy')}
        </p>
      )}
    </section>
  );
}
