import { useState } from 'react';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useTelescope, useUpgradeTelescope } from '../../queries/hooks.js';
import { useAuth } from '../../auth/auth-context.js';
import { Dialog } from '../../components/dialog/dialog.js';
import { Spinner } from '../../components/spinner.js';
import { formatCount, formatCurrency, quantity } from '@orrery/format';

/** Telescope level, range and upgrade (docs/spec.md §2, §4, §5). */
export function TelescopePanel() {
  const { user } = useAuth();
  const telescope = useTelescope();
  const upgrade = useUpgradeTelescope();
  const [confirming, setConfirming] = useState(false);
  const currency = user?.currency ?? 0;

  if (telescope.isPending)
    return (
      <Panel>
        <div className="reserve-telescope">
          <Spinner />
        </div>
      </Panel>
    );
  if (telescope.isError) {
    return (
      <Panel>
        {!isUnauthorized(telescope.error) && (
          <p className="text-sm text-rose-300">
            {errorText(telescope.error, 'Failed to load telescope')}
          </p>
        )}
      </Panel>
    );
  }
  const { currentLevel, upgradeCost, range, nextRange } = telescope.data;
  const affordable = upgradeCost !== null && currency >= upgradeCost;

  return (
    <Panel>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Stat label="Level" value={String(currentLevel)} />
        <Stat label="Range" value={quantity.lightYears(range).text} />
        <Stat
          label="Upgrade cost"
          value={upgradeCost === null ? '—' : formatCurrency(upgradeCost)}
        />
      </dl>
      {upgradeCost === null ? (
        <p className="mt-4 text-sm text-slate-300">Maximum level reached.</p>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={!affordable || upgrade.isPending}
            onClick={() => setConfirming(true)}
          >
            {upgrade.isPending ? 'Upgrading...' : 'Upgrade Telescope'}
          </button>
          {!affordable && <span className="text-sm text-amber-300">Insufficient credits</span>}
        </div>
      )}
      {upgrade.isError && !isUnauthorized(upgrade.error) && (
        <p role="alert" className="mt-3 text-sm text-rose-300">
          {errorText(upgrade.error, 'Failed to upgrade telescope')}
        </p>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Upgrade telescope">
        <p className="text-slate-300">
          Upgrade to level {currentLevel + 1} for{' '}
          {upgradeCost === null ? '' : formatCount(upgradeCost)} credits?
          {nextRange !== undefined &&
            ` Your range grows to ${quantity.lightYears(nextRange).text}.`}
        </p>
        {!affordable && (
          <p role="alert" className="mt-3 text-sm text-rose-300">
            Insufficient credits for upgrade
          </p>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={!affordable}
            onClick={() => {
              setConfirming(false);
              upgrade.mutate();
            }}
          >
            Confirm Upgrade
          </button>
        </div>
      </Dialog>
    </Panel>
  );
}

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="telescope-heading" className="panel">
      <h2 id="telescope-heading" className="panel-title">
        Telescope
      </h2>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  // Values share a baseline even when a label wraps on a phone.
  return (
    <div className="flex flex-col justify-between">
      <dt className="text-xs tracking-wider text-slate-400 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold whitespace-nowrap text-white">{value}</dd>
    </div>
  );
}
