import { formatCount, quantity, typeLabel } from '@orrery/format';
import type { ReactNode } from 'react';
import type { CardType, FullSystem } from '../../api/types.js';
import { useAuth } from '../../auth/auth-context.js';
import { DateText } from '../../format/date-format.js';
import { collectorName } from '../../game/discoverer.js';

const CARD_TYPES: Record<CardType, string> = {
  habitable: 'Habitable',
  'multi-star': 'Multi-star',
  standard: 'Standard',
  'star-only': 'Star-only',
};

/** What is known of a system at a glance: where it is, what it holds, who found it. */
export function SystemFacts({ system: s }: { system: FullSystem }) {
  const { user } = useAuth();
  const { x, y, z } = s.coordinates;
  const primary = s.stars[0];
  const facts: [label: string, value: ReactNode][] = [
    ['Sector', s.sector],
    ['Position', `x ${formatCount(x)} · y ${formatCount(y)} · z ${formatCount(z)} ly`],
    ['From the galactic centre', quantity.lightYears(Math.hypot(x, y, z)).text],
    [
      'Stars',
      primary
        ? `${s.starCount} · ${primary.spectralClass} ${typeLabel(primary.type)}${s.starCount > 1 ? ' primary' : ''}`
        : '0',
    ],
    ['Planets', formatCount(s.planetCount)],
    ['Moons', s.moonCount === undefined ? 'unknown until discovered' : formatCount(s.moonCount)],
    ['Card', CARD_TYPES[s.cardType]],
  ];
  return (
    <section aria-label="Facts" className="panel">
      <dl className="facts-grid">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs tracking-wider text-slate-400 uppercase">{label}</dt>
            <dd className="mt-1 text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      {s.discovered && (
        <p className="mt-4 border-t border-white/10 pt-4 text-slate-200">
          Collected by <strong className="text-white">{collectorName(s, user)}</strong>
          <span className="text-slate-400">
            {' '}
            on <DateText value={s.discoveryDate} />
          </span>
        </p>
      )}
    </section>
  );
}
