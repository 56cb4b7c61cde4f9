import { formatScore } from '@orrery/format';
import { useId, useState } from 'react';
import { RARITY_COLORS } from '@orrery/domain';
import type { SystemCard } from '../../api/types.js';
import { PageSteps } from '../../components/pagination/page-steps.js';
import { pageCount } from '../../components/pagination/pagination-math.js';
import { rarityLabel } from '../../game/rarity.js';
import { matchesCollection, pageOf, sortCollection } from '../collection/collection-filter.js';
import {
  NO_FILTERS,
  SORT_KEYS,
  SORT_LABELS,
  type CollectionFilters,
  type SortKey,
} from '../collection/collection-query.js';
import { FiltersPanel } from '../collection/filters-panel.js';

/** What the picker needs of a system: a summary card's fields. */
export type PickableSystem = Pick<
  SystemCard,
  | 'hash'
  | 'name'
  | 'rarity'
  | 'rarityScore'
  | 'sector'
  | 'starCount'
  | 'planetCount'
  | 'habitable'
  | 'discoveryDate'
>;

const PICKER_PAGE_SIZE = 8;

interface SystemPickerProps {
  /** Names the list for screen readers: "Systems you give". */
  label: string;
  systems: readonly PickableSystem[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  max: number;
  emptyText: string;
}

/** Picks systems for one side of an offer, with the collection's search, sort and filters. */
export function SystemPicker({
  label,
  systems,
  chosen,
  onChange,
  max,
  emptyText,
}: SystemPickerProps) {
  const filtersId = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('rarity');
  const [filters, setFilters] = useState<CollectionFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [page, setPage] = useState(1);

  const facts = systems.map((system) => ({ ...system, discoveredAt: system.discoveryDate }));
  const shown = sortCollection(
    facts.filter((item) => matchesCollection(item, search, filters)),
    sort,
    'desc',
  );
  const last = Math.max(1, pageCount(shown.length, PICKER_PAGE_SIZE));
  const current = Math.min(page, last);
  const full = chosen.length >= max;
  const toggle = (hash: string) =>
    onChange(chosen.includes(hash) ? chosen.filter((h) => h !== hash) : [...chosen, hash]);

  if (systems.length === 0) return <p className="text-slate-300">{emptyText}</p>;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-40 flex-1 flex-col gap-1 text-sm text-slate-300">
          Search
          <input
            type="search"
            className="input"
            placeholder="Search by name..."
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Sort by
          <select
            className="input"
            value={sort}
            onChange={(event) => setSort(event.target.value as SortKey)}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters
        </button>
      </div>
      {filtersOpen && (
        <FiltersPanel
          id={filtersId}
          applied={filters}
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
          onClear={() => setFilters(NO_FILTERS)}
        />
      )}
      <p className="text-sm text-slate-300" aria-live="polite">
        {chosen.length} of at most {max} chosen
      </p>
      {shown.length === 0 ? (
        <p className="text-slate-300">No systems found matching your criteria.</p>
      ) : (
        <ul aria-label={label} className="picker-list">
          {pageOf(shown, current, PICKER_PAGE_SIZE).map((system) => {
            const checked = chosen.includes(system.hash);
            return (
              <li key={system.hash}>
                <label className="picker-row">
                  <input
                    type="checkbox"
                    className="h-4 w-4 shrink-0"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => toggle(system.hash)}
                  />
                  <span
                    className="rarity-dot"
                    style={{ backgroundColor: RARITY_COLORS[system.rarity] }}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-white">{system.name}</span>
                    <span className="block text-xs text-slate-300">
                      {rarityLabel(system.rarity)} · score {formatScore(system.rarityScore)} ·{' '}
                      {system.sector}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {last > 1 && (
        <nav aria-label={`${label}: pages`} className="flex flex-wrap items-center gap-2">
          <PageSteps page={current} last={last} onPageChange={setPage}>
            <span className="px-2 text-sm text-slate-300">
              Page {current} of {last}
            </span>
          </PageSteps>
        </nav>
      )}
    </div>
  );
}
