import { useEffect, useState } from 'react';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useAchievements, useRecentAchievement } from '../../queries/hooks.js';
import { AchievementCard } from './achievement-card.js';
import {
  DEFAULT_ACHIEVEMENT_SORT,
  chooseSort,
  sortAchievements,
  type AchievementSortKey,
} from './achievement-order.js';
import { notify } from '../../toasts/notify.js';

const SORT_OPTIONS: { key: AchievementSortKey; label: string }[] = [
  { key: 'level', label: 'Level' },
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status' },
];

/** The latest achievement and every achievement, sortable by level, name or status. */
export default function AchievementsPage() {
  const achievements = useAchievements();
  const recent = useRecentAchievement();
  const [sort, setSort] = useState(DEFAULT_ACHIEVEMENT_SORT);

  useEffect(() => {
    if (achievements.isError && !isUnauthorized(achievements.error)) {
      notify.error(errorText(achievements.error, 'Failed to load achievements'));
    }
  }, [achievements.isError, achievements.error]);

  // On failure the list is simply empty (docs/spec.md §8).
  const records = sortAchievements(achievements.data ?? [], sort);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-white">Achievements</h1>

      {recent.data && (
        <section aria-labelledby="latest-achievement" className="mt-6">
          <h2 id="latest-achievement" className="mb-3 text-xl font-semibold text-white">
            Latest Achievement
          </h2>
          <div className="max-w-md">
            <AchievementCard record={recent.data} />
          </div>
        </section>
      )}

      <section aria-labelledby="all-achievements" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="all-achievements" className="text-xl font-semibold text-white">
            All Achievements
          </h2>
          <div role="group" aria-label="Sort achievements" className="flex gap-2">
            {SORT_OPTIONS.map(({ key, label }) => {
              const active = sort.key === key;
              return (
                <button
                  key={key}
                  type="button"
                  aria-pressed={active}
                  aria-label={
                    active ? `${label} ${sort.ascending ? 'ascending' : 'descending'}` : label
                  }
                  className={`rounded-md border px-3 py-1.5 text-sm ${
                    active
                      ? 'border-indigo-400 bg-indigo-500/30 text-white'
                      : 'border-white/15 bg-white/5 text-slate-200 hover:bg-white/10'
                  }`}
                  onClick={() => setSort(chooseSort(sort, key))}
                >
                  {label}
                  {active && <span aria-hidden="true">{sort.ascending ? ' ↑' : ' ↓'}</span>}
                </button>
              );
            })}
          </div>
        </div>

        {achievements.isPending ? (
          <p className="mt-6 text-slate-300">Loading...</p>
        ) : records.length === 0 ? (
          <div className="mt-10 text-center">
            <p className="text-lg text-slate-100">No achievements found</p>
            <p className="text-slate-400">Start exploring to earn achievements!</p>
          </div>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {records.map((record) => (
              <li key={record.achievement.id}>
                <AchievementCard record={record} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
