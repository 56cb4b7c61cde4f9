import { errorText, isUnauthorized } from '../../api/client.js';
import { useCollection } from '../../queries/hooks.js';
import { useAuth } from '../../auth/auth-context.js';
import { Spinner } from '../../components/spinner.js';
import { formatCurrency } from '@orrery/format';
import { CollectPanel } from './collect-panel.js';
import { CollectionStatistics } from './collection-statistics.js';
import { GalaxyLive } from './galaxy-live.js';
import { GoalsPanel } from './goals-panel.js';
import { OffersWaiting } from './offers-waiting.js';
import { RecentlyCollected } from './recently-collected.js';
import { StreakLine } from './streak-line.js';
import { TelescopePanel } from './telescope-panel.js';

/**
 * Dashboard (docs/spec.md §2): collect, cooldown, telescope, totals, recent systems and statistics,
 * and the offers waiting for an answer.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  const collection = useCollection();
  if (!user) return <p>Loading...</p>;
  const systems = collection.data ?? [];

  return (
    <div className="space-y-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold text-white">Welcome back, {user.username}</h1>
        <OffersWaiting />
      </div>
      <StreakLine />
      <div className="grid gap-6 lg:grid-cols-3">
        <CollectPanel />
        <TelescopePanel />
        <section
          aria-label="Totals"
          className="panel grid grid-cols-2 content-start gap-4 text-center"
        >
          <div className="flex flex-col justify-between">
            <p className="text-xs tracking-wider text-slate-400 uppercase">Systems Collected</p>
            <p className="mt-2 text-3xl font-semibold text-white" data-testid="systems-collected">
              {collection.isPending ? '…' : systems.length}
            </p>
          </div>
          <div className="flex flex-col justify-between">
            <p className="text-xs tracking-wider text-slate-400 uppercase">Currency Balance</p>
            <p
              className="mt-2 text-3xl font-semibold text-amber-200"
              data-testid="currency-balance"
            >
              {formatCurrency(user.currency)}
            </p>
          </div>
        </section>
      </div>
      <GoalsPanel />
      <GalaxyLive />
      <div className="reserve-screen space-y-10">
        {collection.isPending ? (
          <Spinner />
        ) : collection.isError ? (
          !isUnauthorized(collection.error) && (
            <p role="alert" className="text-rose-300">
              {errorText(collection.error, 'Failed to fetch collected systems')}
            </p>
          )
        ) : (
          <>
            <RecentlyCollected systems={systems} />
            <CollectionStatistics systems={systems} />
          </>
        )}
      </div>
    </div>
  );
}
