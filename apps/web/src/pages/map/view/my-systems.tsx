import { useId } from 'react';
import type { SystemCard } from '../../../api/types.js';

/**
 * Fly to the player's own systems: previous / next through their collection, or one picked from
 * the list. `current` is the index of the one last flown to (-1: none yet).
 */
export function MySystems({
  systems,
  current,
  onFly,
}: {
  systems: SystemCard[];
  current: number;
  onFly: (index: number) => void;
}) {
  const id = useId();
  const count = systems.length;
  if (count === 0) return null;
  const step = (by: number) =>
    onFly(((((current < 0 ? (by > 0 ? -1 : 0) : current) + by) % count) + count) % count);
  const button =
    'rounded-md border border-emerald-400/40 bg-emerald-500/10 px-2.5 py-1.5 text-sm text-emerald-100 hover:bg-emerald-500/20';
  return (
    <div className="flex items-center gap-2" role="group" aria-label="My systems">
      <button
        type="button"
        className={button}
        onClick={() => step(-1)}
        aria-label="Previous of my systems"
      >
        ‹
      </button>
      <label htmlFor={id} className="sr-only">
        Fly to one of my systems
      </label>
      <select
        id={id}
        value={current < 0 ? '' : String(current)}
        onChange={(event) => event.target.value !== '' && onFly(Number(event.target.value))}
        className="max-w-48 rounded-md border border-emerald-400/40 bg-slate-900 px-2 py-1.5 text-sm text-emerald-100"
      >
        <option value="">My systems ({count.toLocaleString('en-US')})</option>
        {systems.map((system, i) => (
          <option key={system.hash} value={i}>
            {system.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={button}
        onClick={() => step(1)}
        aria-label="Next of my systems"
      >
        ›
      </button>
    </div>
  );
}
