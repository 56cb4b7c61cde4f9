import { Link } from 'react-router';
import { RARITY_COLORS } from '@orrery/domain';
import type { Completion } from '../../api/types.js';
import { typeLabel } from '@orrery/format';
import { rarityLabel } from '../../game/rarity.js';
import { facetHref, type FacetKind } from './collection-facets.js';

interface GroupProps<K extends string> {
  title: string;
  /** "12 of 14 sectors" */
  noun: string;
  kind: FacetKind;
  group: { held: number; total: number; items: { key: K; held: number }[] };
  label: (key: K) => string;
  color?: (key: K) => string;
}

/** One way of counting: "N of M" and a chip per kind; held kinds link to the filtered collection. */
function CompletionGroup<K extends string>(props: GroupProps<K>) {
  const { title, noun, kind, group, label, color } = props;
  const id = `completion-${kind}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-medium text-slate-300">
        {title}:{' '}
        <span className="text-white">
          {group.held} of {group.total} {noun}
        </span>
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {group.items.map((item) => {
          const name = label(item.key);
          const dot = color && (
            <span
              className="rarity-dot"
              style={{ backgroundColor: color(item.key) }}
              aria-hidden="true"
            />
          );
          return (
            // On a phone the kinds not held yet stay out of the way ("N of M" still counts them).
            <li key={item.key} className={item.held > 0 ? undefined : 'hidden sm:block'}>
              {item.held > 0 ? (
                <Link
                  to={facetHref(kind, item.key)}
                  className="completion-chip is-held"
                  aria-label={`${name}: ${item.held} held, show them`}
                >
                  {dot}
                  {name} <span className="font-semibold">{item.held}</span>
                </Link>
              ) : (
                <span className="completion-chip" aria-label={`${name}: none yet`}>
                  {dot}
                  {name} <span aria-hidden="true">·</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Completion the way collectors track it (docs/game-rules.md, "Completion"): rarity tiers, star types, sectors. */
export function CompletionPanel({ completion }: { completion: Completion }) {
  return (
    <section className="panel mt-6 grid gap-5 lg:grid-cols-3" aria-labelledby="completion-title">
      <h2 id="completion-title" className="sr-only">
        Completion
      </h2>
      <CompletionGroup
        title="Rarity"
        noun="rarity tiers"
        kind="rarity"
        group={completion.rarity}
        label={rarityLabel}
        color={(key) => RARITY_COLORS[key]}
      />
      <CompletionGroup
        title="Star types"
        noun="star types"
        kind="starType"
        group={completion.starTypes}
        label={typeLabel}
      />
      <CompletionGroup
        title="Sectors"
        noun="sectors"
        kind="sector"
        group={completion.sectors}
        label={(key) => key}
      />
    </section>
  );
}
