import { formatScore } from '@orrery/format';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { RARITY_COLORS } from '@orrery/domain';
import { ApiError, errorText, isUnauthorized } from '../../api/client.js';
import { useFullSystem, useShortHashMatches } from '../../queries/hooks.js';
import type { FullSystem } from '../../api/types.js';
import { ShareLink } from '../../components/share-link.js';
import { Spinner } from '../../components/spinner.js';
import { toCardData } from '../../components/system-card/card-data.js';
import { SystemCardView } from '../../components/system-card/system-card.js';
import { rarityLabel } from '../../game/rarity.js';
import { backTarget } from '../../navigation/system-link.js';
import { notify } from '../../toasts/notify.js';
import { NotFoundPage } from '../errors/not-found-page.js';
import { BodyModal } from './body-modal.js';
import type { BodyTarget } from './body-modal.js';
import { PlanetCard, StarCard } from './body-cards.js';
import { HolderSinks } from './holder-sinks.js';
import { SystemFacts } from './system-facts.js';
import { SystemHolding } from './system-holding.js';
import { UndiscoveredBodies } from './undiscovered-bodies.js';

/** System detail at /solar/{hash} (docs/spec.md §2); a card's short hash finds its system too. */
export default function SystemPage() {
  const { hash } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const system = useFullSystem(hash);
  const missing = system.error instanceof ApiError && system.error.status === 404;
  const matches = useShortHashMatches(missing ? hash : undefined);
  const only = matches.data?.length === 1 ? matches.data[0] : undefined;
  const back = backTarget(location.state);

  useEffect(() => {
    if (system.isError && !missing && !isUnauthorized(system.error)) {
      notify.error(errorText(system.error, 'Failed to load solar system'), { persistent: true });
    }
  }, [system.isError, system.error, missing]);

  // A unique short hash is the system's: go to its full address, keeping the way back.
  useEffect(() => {
    if (only) navigate(`/solar/${only}`, { replace: true, state: location.state });
  }, [only, navigate, location.state]);

  const backButton = (
    <button
      type="button"
      className="btn-ghost"
      onClick={() => navigate(back.to, { state: back.restore })}
    >
      ← {back.label}
    </button>
  );

  if (system.isPending || (missing && (matches.isLoading || only))) return <Spinner />;
  if (missing) return <ShortHashNotFound short={hash ?? ''} matches={matches.data ?? []} />;
  if (system.isError) {
    return (
      <div className="space-y-4">
        {backButton}
        <p className="text-slate-300">This system could not be loaded.</p>
      </div>
    );
  }
  return <SystemDetail system={system.data} backButton={backButton} />;
}

/** No system has this hash; a short hash shared by several lists them through the guide. */
function ShortHashNotFound({ short, matches }: { short: string; matches: string[] }) {
  return (
    <NotFoundPage>
      {matches.length > 1 && (
        <p className="mt-3 text-slate-300">
          {matches.length} systems share the short hash <span className="font-mono">{short}</span>:{' '}
          <Link className="link" to={`/guide?search=${encodeURIComponent(short)}`}>
            the guide lists them
          </Link>
          .
        </p>
      )}
    </NotFoundPage>
  );
}

/**
 * The card beside the facts and bodies: on wide screens the card keeps its column (and stays in
 * view while the bodies scroll), so no band beside it stays empty; on a phone it follows the name.
 */
function SystemDetail({ system: s, backButton }: { system: FullSystem; backButton: ReactNode }) {
  const [target, setTarget] = useState<BodyTarget | null>(null);
  const discovered = s.discovered;
  return (
    <div className="space-y-6">
      {backButton}
      <div className="system-layout">
        <header className="system-head">
          <h1 className="text-4xl font-semibold text-white">{s.name}</h1>
          {s.publicName !== undefined && (
            <p className="mt-1 text-lg text-amber-200" data-testid="public-name">
              Named “{s.publicName}” by its discoverer
            </p>
          )}
          <p className="mt-1 font-mono text-sm break-all text-slate-400">{s.hash}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <span
              className="badge"
              style={{ borderColor: RARITY_COLORS[s.rarity], color: RARITY_COLORS[s.rarity] }}
            >
              {rarityLabel(s.rarity)} · score {formatScore(s.rarityScore)}
            </span>
            <span className={`badge ${discovered ? 'badge-discovered' : ''}`}>
              {discovered ? 'Discovered' : 'Undiscovered'}
            </span>
          </div>
        </header>
        <div className="system-card-column">
          <SystemCardView system={toCardData(s)} />
        </div>
        <div className="system-main space-y-8">
          <SystemFacts system={s} />
          <SystemHolding system={s} />
          {!discovered && (
            <p role="note" className="warning">
              This system has not been discovered yet. Some data may be inaccurate or unavailable
              until proper exploration.
            </p>
          )}
          <HolderSinks system={s} />
          <ShareLink path={`/share/solar/${encodeURIComponent(s.hash)}`} what="this system" />
          {discovered ? (
            <>
              <BodySection
                title="Stars"
                emptyText="No stars in this system."
                cards={s.stars.map((star) => (
                  <StarCard
                    key={star.name}
                    star={star}
                    onOpen={() => setTarget({ kind: 'star', star })}
                  />
                ))}
              />
              <BodySection
                title="Planets"
                emptyText="No planets in this system."
                cards={s.planets.map((planet) => (
                  <PlanetCard
                    key={planet.name}
                    planet={planet}
                    discovered={discovered}
                    onOpen={() => setTarget({ kind: 'planet', planet })}
                    onOpenMoon={(moonIndex) => setTarget({ kind: 'planet', planet, moonIndex })}
                  />
                ))}
              />
            </>
          ) : (
            <UndiscoveredBodies system={s} onOpen={setTarget} />
          )}
        </div>
      </div>
      <BodyModal target={target} discovered={discovered} onClose={() => setTarget(null)} />
    </div>
  );
}

/** The Stars or Planets section: a grid of body cards, or its empty text (docs/spec.md §2). */
function BodySection(props: { title: string; emptyText: string; cards: ReactNode[] }) {
  const { title, emptyText, cards } = props;
  const headingId = `${title.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {cards.length === 0 ? (
        <p className="mt-3 text-slate-300">{emptyText}</p>
      ) : (
        <div className="mt-4 grid gap-4 md:grid-cols-2">{cards}</div>
      )}
    </section>
  );
}
