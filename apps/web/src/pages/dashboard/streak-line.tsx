import { Link } from 'react-router';
import { useStreak } from '../../queries/streak-hooks.js';
import { streakBonusLine, streakHeadline } from '../../game/streak.js';

/**
 * The daily streak and when it breaks, as the server counts it. Its space is held
 * while it loads (reserve-streak), so the panels below never move.
 */
export function StreakLine() {
  const streak = useStreak();
  return (
    <section aria-label="Daily streak" data-testid="streak" className="panel reserve-streak py-3">
      {streak.data ? (
        <>
          <p className="font-medium text-white">{streakHeadline(streak.data)}</p>
          <p className="text-sm text-slate-300">
            {streakBonusLine(streak.data)} Days count in {streak.data.timeZone} (
            <Link className="link" to="/settings">
              change
            </Link>
            ).
          </p>
        </>
      ) : (
        <p className="text-slate-400">
          {streak.isError ? 'Streak unavailable.' : 'Loading streak…'}
        </p>
      )}
    </section>
  );
}
