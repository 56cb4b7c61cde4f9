import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlText } from '../../navigation/url-text.js';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useCollection } from '../../queries/hooks.js';
import { useCompletion } from '../../queries/social-hooks.js';
import type { SystemCard } from '../../api/types.js';
import { pageCount } from '../../components/pagination/pagination-math.js';
import { Pagination } from '../../components/pagination/pagination.js';
import { SystemCardGrid } from '../../components/system-card/system-card-grid.js';
import { notify } from '../../toasts/notify.js';
import { ActiveFacets } from './active-facets.js';
import { facetCount, matchesFacets, type FacetFacts } from './collection-facets.js';
import {
  COLLECTION_PAGE_SIZE,
  matchesCollection,
  pageOf,
  sortCollection,
  type CollectionFacts,
} from './collection-filter.js';
import {
  COLLECTION_DEFAULTS,
  SORT_KEYS,
  SORT_LABELS,
  activeFilterCount,
  parseCollectionQuery,
  serializeCollectionQuery,
  type CollectionQuery,
  type Direction,
  type SortKey,
} from './collection-query.js';
import { CompletionPanel } from './completion-panel.js';
import { FiltersPanel } from './filters-panel.js';

const factsOf = (system: SystemCard): CollectionFacts & FacetFacts & { system: SystemCard } => ({
  name: system.name,
  starCount: system.starCount,
  planetCount: system.planetCount,
  habitable: system.habitable,
  rarity: system.rarity,
  discoveredAt: system.discoveryDate,
  sector: system.sector,
  starTypes: system.stars.map((star) => star.type),
  system,
});

/** The player's systems: search, sort, filters and 16-per-page paging, all in the query string. */
export default function CollectionPage() {
  const [params, setParams] = useSearchParams();
  const query = parseCollectionQuery(params);
  const collection = useCollection();
  const completion = useCompletion();
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    if (collection.isError && !isUnauthorized(collection.error)) {
      notify.error(errorText(collection.error, 'Failed to fetch collected systems'));
    }
  }, [collection.isError, collection.error]);

  // A collection is hundreds of systems at most: filtering per render is cheaper than caching.
  const items = (collection.data ?? []).map(factsOf);
  const shown = sortCollection(
    items.filter(
      (item) => matchesCollection(item, query.search, query) && matchesFacets(item, query),
    ),
    query.sort,
    query.direction,
  );
  const totalPages = pageCount(shown.length, COLLECTION_PAGE_SIZE);

  const write = (next: CollectionQuery, replace = true) =>
    setParams(serializeCollectionQuery(next), { replace });
  const badge = activeFilterCount(query) + facetCount(query);

  const [searchText, setSearchText] = useUrlText(query.search, (text) =>
    write({ ...query, search: text, page: 1 }),
  );
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-white">My Collection</h1>

      <div className="mt-6 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <label className="col-span-2 flex min-w-56 flex-1 flex-col gap-1 text-sm text-slate-300">
          Search
          <input
            type="search"
            className="input"
            placeholder="Search by name..."
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Sort by
          <select
            className="input"
            value={query.sort}
            onChange={(event) => write({ ...query, sort: event.target.value as SortKey, page: 1 })}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Direction
          <select
            className="input"
            value={query.direction}
            onChange={(event) =>
              write({ ...query, direction: event.target.value as Direction, page: 1 })
            }
          >
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </select>
        </label>
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={filtersOpen}
          aria-controls="collection-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters
          {badge > 0 && (
            <span
              data-testid="filter-badge"
              aria-label={`${badge} active filters`}
              className="ml-2 rounded-full bg-indigo-600 px-2 py-0.5 text-xs text-white"
            >
              {badge}
            </span>
          )}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => setParams({}, { replace: true })}
        >
          Reset
        </button>
      </div>

      {filtersOpen && (
        <FiltersPanel
          // Remount on every applied change so the draft starts from what is applied.
          key={params.toString()}
          applied={query}
          onApply={(filters) => write({ ...query, ...filters, page: 1 })}
          onClear={() =>
            write({
              ...COLLECTION_DEFAULTS,
              search: query.search,
              sort: query.sort,
              direction: query.direction,
            })
          }
        />
      )}

      <div className="reserve-screen">
        {completion.data && items.length > 0 && <CompletionPanel completion={completion.data} />}

        {/* Both reads settle before either shows, so the grid never moves down under the reader. */}
        {collection.isPending || completion.isPending ? (
          <p className="mt-10 text-center text-slate-300">Loading...</p>
        ) : items.length === 0 ? (
          <p className="mt-10 text-center text-slate-300">
            No collections yet. Collect your first solar system!
          </p>
        ) : shown.length === 0 ? (
          <p className="mt-10 text-center text-slate-300">
            No systems found matching your criteria.
          </p>
        ) : (
          <>
            <ActiveFacets
              facets={query}
              onRemove={(kind) => write({ ...query, [kind]: null, page: 1 })}
            />
            <SystemCardGrid
              systems={pageOf(shown, Math.min(query.page, totalPages), COLLECTION_PAGE_SIZE).map(
                ({ system }) => system,
              )}
              origin="collection"
            />
            <Pagination
              page={Math.min(query.page, totalPages)}
              totalPages={totalPages}
              totalCount={shown.length}
              pageSize={COLLECTION_PAGE_SIZE}
              onPageChange={(page) => write({ ...query, page }, false)}
            />
          </>
        )}
      </div>
    </section>
  );
}
