import { Link } from 'react-router';
import { DateText, earthDate, useDateFormat } from '../format/date-format.js';
import { useNow } from '../format/use-now.js';

const MINUTE_MS = 60_000;

/** Current Time and the Earth/ASD toggle (docs/spec.md §2). ASD is asked once per minute, not per tick. */
export function Footer() {
  const { format, toggle } = useDateFormat();
  const now = useNow(true);
  const minute = new Date(Math.floor(now / MINUTE_MS) * MINUTE_MS).toISOString();

  return (
    <footer className="site-footer">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-slate-300">
        <p>
          <span className="text-slate-400">Current Time: </span>
          <span data-testid="current-time">
            {format === 'earth' ? (
              earthDate(new Date(now).toISOString())
            ) : (
              <DateText value={minute} />
            )}
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to="/leaderboards" className="link">
            Leaderboards
          </Link>
          <Link to="/contact" className="link">
            Contact
          </Link>
          <span id="format-label" className="text-slate-400">
            Format
          </span>
          <div role="group" aria-labelledby="format-label" className="segmented">
            <button
              type="button"
              aria-pressed={format === 'earth'}
              onClick={format === 'asd' ? toggle : undefined}
            >
              Earth
            </button>
            <button
              type="button"
              aria-pressed={format === 'asd'}
              onClick={format === 'earth' ? toggle : undefined}
            >
              ASD
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
