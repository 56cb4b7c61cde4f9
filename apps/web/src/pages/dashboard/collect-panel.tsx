import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { api } from '../../api/api.js';
import { answer, ApiError, errorText, isUnauthorized } from '../../api/client.js';
import {
  useCollect,
  useCollectOffer,
  useRefreshAfterCollect,
  useCollectionStatus,
} from '../../queries/hooks.js';
import { queryKeys } from '../../api/query-keys.js';
import type { CollectionStatus, FullSystem, SystemCard } from '../../api/types.js';
import { useAuth } from '../../auth/auth-context.js';
import { Spinner } from '../../components/spinner.js';
import { countdownText } from '../../format/countdown.js';
import { WhenText } from '../../format/when-text.js';
import { notify } from '../../toasts/notify.js';
import { BuydownDialog } from './buydown-dialog.js';
import { DiscoveryOverlay } from './discovery-overlay.js';
import { guaranteeLines, type GuaranteeCounts } from '../../game/guarantees.js';
import type { DiscoveryReward } from './discovery-overlay.js';
import { useNow } from '../../format/use-now.js';

/** Collect button, or the live countdown with the buy-down offer (docs/spec.md §2, §4). */
export function CollectPanel() {
  const { user } = useAuth();
  const status = useCollectionStatus();
  const collect = useCollect();
  const refresh = useRefreshAfterCollect();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [discovery, setDiscovery] = useState<Discovery | null>(null);
  const [buydownOpen, setBuydownOpen] = useState(false);
  // The live stream announces this collect's achievements too: they wait for the overlay.
  const overlayOpen = discovery !== null;
  useEffect(() => (overlayOpen ? notify.holdAchievements() : undefined), [overlayOpen]);

  const nextAt = status.data?.nextCollectionAvailable
    ? Date.parse(status.data.nextCollectionAvailable)
    : null;
  const waiting = status.data !== undefined && !status.data.canCollect && nextAt !== null;
  const now = useNow(waiting);
  const remainingMs = nextAt === null ? 0 : Math.max(0, nextAt - now);

  // When the countdown runs out, ask the server again.
  useEffect(() => {
    if (waiting && remainingMs === 0) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.collectionStatus });
    }
  }, [waiting, remainingMs, queryClient]);

  async function startCollect() {
    if (!user) return;
    setPicking(true);
    try {
      // The server draws what the collect yields; the client only names its offer.
      const offer = await queryClient.fetchQuery({
        queryKey: queryKeys.offer,
        queryFn: () => answer(api.GET('/solar/collection/offer')),
        staleTime: 0,
      });
      const balanceBefore = user.currency;
      setDiscovery({ system: null });
      const result = await collect.mutateAsync(offer.id);
      setDiscovery({
        system: result.system,
        reward: {
          collection: result.reward,
          achievements: result.newlyObtainedAchievements,
          streakBonus: result.streakBonus,
          streakDays: result.streakDays,
          balanceBefore,
          balanceAfter: result.currency,
        },
      });
      // The counters behind the result (systems collected, statistics) are current at once.
      void refresh();
    } catch (error) {
      setDiscovery(null);
      if (isUnauthorized(error)) return;
      notify.error(collectErrorMessage(error));
      // Another tab (or device) may have collected: show the countdown the server knows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.collectionStatus });
    } finally {
      setPicking(false);
    }
  }

  function closeDiscovery() {
    // Toasts wait for the overlay to close: under the full-screen dialog nobody would see them.
    notify.achievements(discovery?.reward?.achievements ?? []);
    setDiscovery(null);
  }

  return (
    <section aria-labelledby="collect-heading" className="panel">
      <h2 id="collect-heading" className="panel-title">
        Discovery
      </h2>
      <div className="reserve-collect-state">
        <CollectState
          status={status.data}
          loading={status.isPending}
          error={status.isError ? status.error : null}
          busy={picking || collect.isPending}
          remainingMs={remainingMs}
          onCollect={() => void startCollect()}
          onBuydown={() => setBuydownOpen(true)}
        />
      </div>
      <PityLine />
      <BuydownDialog
        open={buydownOpen}
        onClose={() => setBuydownOpen(false)}
        balance={user?.currency ?? 0}
      />
      {discovery && (
        <DiscoveryOverlay
          system={discovery.system}
          reward={discovery.reward ?? null}
          onClose={closeDiscovery}
        />
      )}
    </section>
  );
}

/**
 * The nearest guarantees' countdowns (docs/game-rules.md, "Odds and pity", "Guarantees"), with a
 * link to the published odds.
 */
function PityLine() {
  const offer = useCollectOffer();
  const pity = offer.data?.pity;
  // While they load, the same lines are laid out unseen (a new player's counts), so they take the
  // height they will have at this width and nothing below them moves.
  return (
    <div
      className={`mt-3 text-sm text-slate-300 ${pity ? '' : 'invisible'}`}
      aria-hidden={pity ? undefined : true}
      data-testid="pity"
    >
      {guaranteeLines(pity ?? COUNTS_WHILE_LOADING).map((line) => (
        <p key={line.key} data-testid={`pity-${line.key}`}>
          {line.text}.
        </p>
      ))}
      <Link to="/odds" className="link" tabIndex={pity ? undefined : -1}>
        See the odds
      </Link>
    </div>
  );
}

/** A new player's countdowns (docs/game-rules.md, "Guarantees"): the placeholder's wording. */
const COUNTS_WHILE_LOADING: GuaranteeCounts = {
  guaranteedWithin: 7,
  epicGuaranteedWithin: 7,
  legendaryGuaranteedWithin: 30,
};

interface Discovery {
  /** null while the server has not answered (the overlay shows its placeholder). */
  system: FullSystem | SystemCard | null;
  reward?: DiscoveryReward;
}

/**
 * A refused collect as the player reads it: the cooldown says when, relative and in their date
 * format (the server sends the time in `details`); otherwise the server's text (docs/spec.md §8).
 */
function collectErrorMessage(error: unknown): ReactNode {
  const next = error instanceof ApiError ? error.details.nextCollectionAvailable : undefined;
  if (next) {
    return (
      <>
        Your next collection is available <WhenText at={next} />
      </>
    );
  }
  const fallback =
    error instanceof ApiError && error.status === 400
      ? 'Cannot collect system at this time'
      : 'Failed to collect system';
  return errorText(error, fallback);
}

interface CollectStateProps {
  status: CollectionStatus | undefined;
  loading: boolean;
  error: unknown;
  busy: boolean;
  remainingMs: number;
  onCollect: () => void;
  onBuydown: () => void;
}

function CollectState({
  status,
  loading,
  error,
  busy,
  remainingMs,
  onCollect,
  onBuydown,
}: CollectStateProps) {
  if (loading) return <Spinner />;
  if (error) {
    return isUnauthorized(error) ? null : (
      <p role="alert" className="text-rose-300">
        {errorText(error, 'Failed to fetch collection status')}
      </p>
    );
  }
  if (status?.canCollect) {
    return (
      <button
        type="button"
        className="btn-primary btn-lg btn-glow"
        onClick={onCollect}
        disabled={busy}
      >
        {busy ? 'Collecting...' : 'Collect New System'}
      </button>
    );
  }
  return (
    <div className="space-y-3">
      <p className="countdown text-lg text-white" role="timer" aria-live="off">
        {countdownText(remainingMs)}
      </p>
      <p className="text-slate-300">Want a new system faster?</p>
      <button type="button" className="btn-secondary" onClick={onBuydown}>
        Buy down cooldown
      </button>
    </div>
  );
}
