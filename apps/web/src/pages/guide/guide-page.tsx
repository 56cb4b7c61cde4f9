import { useSearchParams } from 'react-router';
import { useUrlText } from '../../navigation/url-text.js';
import { useSystemSearch } from '../../queries/hooks.js';
import { Pagination } from '../../components/pagination/pagination.js';
import { SystemCardGrid } from '../../components/system-card/system-card-grid.js';
import {
  clampMinPlanets,
  clampMinStars,
  parseGuideQuery,
  serializeGuideQuery,
  withGuideFilter,
  type DiscoveryStatus,
  type GuideQuery,
} from './guide-query.js';

export const GUIDE_PAGE_SIZE = 16;

/** Search every system of the galaxy; all state lives in the query string. */
export default function GuidePage() {
  const [params, setParams] = useSearchParams();
  const query = parseGuideQuery(params);
  const search = useSystemSearch({
    search: query.search,
    minPlanets: query.minPlanets,
    minStars: query.minStars,
    status: query.status,
    page: query.page,
    limit: GUIDE_PAGE_SIZE,
  });

  // Typing replaces the history entry; page changes push one so Back walks through pages.
  const write = (next: GuideQuery, replace: boolean) =>
    setParams(serializeGuideQuery(next), { replace });
  const filter = (change: Parameters<typeof withGuideFilter>[1]) =>
    write(withGuideFilter(query, change), true);

  const systems = search.data?.systems ?? [];
  const pagination = search.data?.pagination;

  const [searchText, setSearchText] = useUrlText(query.search, (text) => filter({ search: text }));
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-white">Galactic Guide</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Search
          <input
            type="search"
            className="input w-full"
            placeholder="Search by name or hash..."
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Min Planets
          <input
            type="number"
            min={0}
            max={12}
            className="input w-full"
            value={query.minPlanets}
            onChange={(event) => filter({ minPlanets: clampMinPlanets(event.target.value) })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Min Stars
          <input
            type="number"
            min={1}
            max={3}
            className="input w-full"
            value={query.minStars}
            onChange={(event) => filter({ minStars: clampMinStars(event.target.value) })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Discovery Status
          <select
            className="input w-full"
            value={query.status}
            onChange={(event) => filter({ status: event.target.value as DiscoveryStatus })}
          >
            <option value="all">All Systems</option>
            <option value="discovered">Discovered</option>
            <option value="undiscovered">Undiscovered</option>
          </select>
        </label>
      </div>

      {search.isPending ? (
        <p className="mt-10 text-center text-slate-300">Loading...</p>
      ) : systems.length === 0 ? (
        !search.isError && (
          <p className="mt-10 text-center text-slate-300">
            No systems found matching your criteria.
          </p>
        )
      ) : (
        <>
          <SystemCardGrid systems={systems} origin="guide" />
          {pagination && (
            <Pagination
              page={query.page}
              totalPages={pagination.totalPages}
              totalCount={pagination.totalCount}
              pageSize={GUIDE_PAGE_SIZE}
              onPageChange={(page) => write({ ...query, page }, false)}
            />
          )}
        </>
      )}
    </section>
  );
}
