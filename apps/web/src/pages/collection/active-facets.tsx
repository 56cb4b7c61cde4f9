import { typeLabel } from '@orrery/format';
import { rarityLabel } from '../../game/rarity.js';
import type { CollectionFacets, FacetKind } from './collection-facets.js';

const LABELS: Record<FacetKind, string> = {
  rarity: 'Rarity',
  starType: 'Star type',
  sector: 'Sector',
};

/** The completion filters in force, each with a button that lifts it. */
export function ActiveFacets({
  facets,
  onRemove,
}: {
  facets: CollectionFacets;
  onRemove: (kind: FacetKind) => void;
}) {
  const shown = (Object.keys(LABELS) as FacetKind[]).filter((kind) => facets[kind] !== null);
  if (shown.length === 0) return null;
  const value = (kind: FacetKind) =>
    kind === 'rarity'
      ? rarityLabel(facets.rarity!)
      : kind === 'starType'
        ? typeLabel(facets.starType!)
        : facets.sector!;
  return (
    <ul className="mt-6 flex flex-wrap gap-2" aria-label="Completion filters">
      {shown.map((kind) => (
        <li key={kind} className="completion-chip is-held">
          {LABELS[kind]}: {value(kind)}
          <button
            type="button"
            className="ml-1 rounded px-1 text-slate-300 hover:text-white"
            aria-label={`Remove the ${LABELS[kind].toLowerCase()} filter`}
            onClick={() => onRemove(kind)}
          >
            ✕
          </button>
        </li>
      ))}
    </ul>
  );
}
