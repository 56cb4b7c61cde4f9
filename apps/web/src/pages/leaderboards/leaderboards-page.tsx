import { formatCount } from '@orrery/format';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/client.js';
import { useLeaderboards } from '../../queries/social-hooks.js';
import type { Leaderboard } from '../../api/types.js';
import { useAuth } from '../../auth/auth-context.js';
import { FigureTable } from '../../components/figure-table.js';
import { Spinner } from '../../components/spinner.js';
import { PRIVATE_SOCIETY_ENTRY } from '../../game/discoverer.js';
import { shownValue, valueWithUnit } from './board-values.js';

/** "Mon 16 Nov – Sun 22 Nov" in UTC, the week the "this week" board counts. */
function weekLabel(start: string, end: string): string {
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  return `${day(start)} – ${day(new Date(Date.parse(end) - 1).toISOString())}`;
}

/** The leaderboards: one board at a time, chosen in the query string. */
export default function LeaderboardsPage() {
  const [params, setParams] = useSearchParams();
  const leaderboards = useLeaderboards();
  const { user } = useAuth();

  if (leaderboards.isPending) {
    return (
      <section className="mx-auto min-h-[60vh] max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-semibold text-white">Leaderboards</h1>
        <div className="mt-6">
          <Spinner />
        </div>
      </section>
    );
  }
  if (leaderboards.isError) {
    return (
      <section className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-semibold text-white">Leaderboards</h1>
        <p className="mt-6 text-slate-300">
          {errorText(leaderboards.error, 'Failed to load the leaderboards')}
        </p>
      </section>
    );
  }
  const { boards, week } = leaderboards.data;
  const board = boards.find((b) => b.id === params.get('board')) ?? boards[0]!;
  const tabId = (id: string) => `board-tab-${id}`;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-white">Leaderboards</h1>
      <p className="mt-2 text-sm text-slate-300">
        This week: {weekLabel(week.start, week.end)} (UTC, Monday to Sunday)
      </p>
      <div role="tablist" aria-label="Leaderboards" className="mt-6 flex flex-wrap gap-2">
        {boards.map((b) => (
          <button
            key={b.id}
            id={tabId(b.id)}
            type="button"
            role="tab"
            aria-selected={b.id === board.id}
            aria-controls="board-panel"
            className={b.id === board.id ? 'btn-primary' : 'btn-secondary'}
            onClick={() =>
              setParams(b.id === boards[0]!.id ? {} : { board: b.id }, { replace: true })
            }
          >
            {b.title}
          </button>
        ))}
      </div>
      <div
        id="board-panel"
        role="tabpanel"
        aria-labelledby={tabId(board.id)}
        className="panel mt-4"
      >
        <OwnRank board={board} signedIn={user !== null} />
        {board.pending ? (
          <p className="mt-4 text-slate-300">{board.pending}</p>
        ) : board.entries.length === 0 ? (
          <p className="mt-4 text-slate-300">Nobody is on this board yet.</p>
        ) : (
          <FigureTable
            className="mt-4"
            caption={`${board.title}: the top ${board.entries.length}`}
            columns={[
              { label: 'Rank', className: 'w-16' },
              { label: 'Society' },
              { label: board.unit, numeric: true },
            ]}
          >
            {board.entries.map((entry, i) => {
              const mine = entry.username !== null && entry.username === user?.username;
              return (
                <tr
                  key={entry.username ?? `private-${i}`}
                  className={`border-t border-white/10 ${mine ? 'bg-indigo-500/15' : ''}`}
                  aria-current={mine ? 'true' : undefined}
                >
                  <td className="py-2 font-semibold text-white">{entry.rank}</td>
                  <td className="py-2">
                    {entry.hasProfile && entry.username !== null ? (
                      <Link className="link" to={`/society/${encodeURIComponent(entry.username)}`}>
                        {entry.societyName}
                      </Link>
                    ) : (
                      <span className="text-slate-200">
                        {entry.societyName ?? PRIVATE_SOCIETY_ENTRY}
                      </span>
                    )}
                  </td>
                  <td className="py-2 text-right text-slate-100 tabular-nums">
                    {shownValue(board, entry.value)}
                  </td>
                </tr>
              );
            })}
          </FigureTable>
        )}
      </div>
    </section>
  );
}

function OwnRank({ board, signedIn }: { board: Leaderboard; signedIn: boolean }) {
  if (board.pending) return null;
  if (!signedIn || !board.viewer) {
    return (
      <p className="text-sm text-slate-300">
        <Link className="link" to="/login">
          Sign in
        </Link>{' '}
        to see your own rank.
      </p>
    );
  }
  const { rank, value } = board.viewer;
  return (
    <p className="text-sm text-slate-200">
      {rank === null ? (
        'You are not ranked on this board yet.'
      ) : (
        <>
          Your rank: <strong className="text-white">#{formatCount(rank)}</strong> with{' '}
          {valueWithUnit(board, value)}
        </>
      )}
    </p>
  );
}
