import { formatCount, formatScore } from '@orrery/format';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useFullSystem } from '../../api/hooks.js';
import { ShareLink } from '../../components/share-link.js';
import { Spinner } from '../../components/spinner.js';
import { toCardData } from '../../components/system-card/card-data.js';
import { SystemCardView } from '../../components/system-card/system-card.js';
import { DateText } from '../../format/date-format.js';
import { RARITY_COLORS, rarityLabel } from '../../game/rarity.js';
import { backTarget } from '../../navigation/system-link.js';
import { notify } from '../../toasts/notify.js';
import { BodyModal } from './body-modal.js';
import type { BodyTarget } from './body-modal.js';
import { PlanetCard, StarCard } from './body-cards.js';

/** System detail at /solar/{hash} (spec 2). */
export default function SystemPage() {
  const { hash } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const system = useFullSystem(hash);
  const [target, setTarget] = useState<BodyTarget | null>(null);
  const back = backTarget(location.state);

  useEffect(() => {
    if (system.isError && !isUnauthorized(system.error)) {
      notify.error(errorText(system.error, 'Failed to load solar system'), { persistent: true });
    }
  }, [system.isError, system.error]);

  const backButton = (
    <button
      type="button"
      className="btn-ghost"
      onClick={() => navigate(back.to, { state: back.restore })}
    >
      ← {back.label}
    </button>
  );

  if (system.isPending) return <Spinner />;
  if (system.isError) {
    return (
      <div className="space-y-4">
        {backButton}
        <p className="text-slate-300">This system could not be loaded.</p>
      </div>
    );
  }
  const s = system.data;
  const discovered = s.discovered;

  return (
    <div className="space-y-8">
      {backButton}
      <header className="grid items-start gap-8 lg:grid-cols-[1fr_auto]">
        <div>
          <h1 className="text-4xl font-semibold text-white">{s.name}</h1>
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
          <p className="mt-4 text-slate-300">
            {s.sector} · x {formatCount(s.coordinates.x)} · y {formatCount(s.coordinates.y)} · z{' '}
            {formatCount(s.coordinates.z)} ly
          </p>
          {discovered && (
            <p className="mt-2 text-slate-200">
              Collected by{' '}
              <strong className="text-white">{s.discoverer?.username ?? 'Unknown'}</strong>
              <span className="text-slate-400">
                {' '}
                on <DateText value={s.discoveryDate} />
              </span>
            </p>
          )}
          {!discovered && (
            <p role="note" className="warning mt-4">
              This system has not been discovered yet. Some data may be inaccurate or unavailable
              until proper exploration.
            </p>
          )}
          <div className="mt-4">
            <ShareLink path={`/share/solar/${encodeURIComponent(s.hash)}`} what="this system" />
          </div>
        </div>
        <div className="flex justify-center">
          <SystemCardView system={toCardData(s)} />
        </div>
      </header>

      <BodySection
        title="Stars"
        emptyText="No stars in this system."
        cards={s.stars.map((star) => (
          <StarCard key={star.name} star={star} onOpen={() => setTarget({ kind: 'star', star })} />
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

      <BodyModal target={target} discovered={discovered} onClose={() => setTarget(null)} />
    </div>
  );
}

/** The Stars or Planets section: a grid of body cards, or its empty text (spec 2). */
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
        <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">{cards}</div>
      )}
    </section>
  );
}
