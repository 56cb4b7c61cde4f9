import { useEffect, useId, useState } from 'react';
import { useSystemSearch } from '../../../queries/hooks.js';
import type { SystemCard } from '../../../api/types.js';
import { shortHash } from '../../../components/system-card/card-layout.js';

/** Typing pauses this long before the search is asked. */
const DEBOUNCE_MS = 250;
const RESULTS = 6;

/**
 * Find a system by name or hash (the guide's search, the server's substring match) and fly to
 * it: results as buttons, Enter takes the first.
 */
export function FindSystem({ onChoose }: { onChoose: (system: SystemCard) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const searching = query.length > 0;
  const search = useSystemSearch({ search: query, limit: RESULTS });
  const results = searching ? (search.data?.systems ?? []) : [];
  const choose = (system: SystemCard) => {
    onChoose(system);
    setText('');
    setQuery('');
  };
  return (
    <div className="relative w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        Find a system by name or hash
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder="Find a system by name or hash"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && results[0] && query === text.trim()) choose(results[0]);
          if (event.key === 'Escape') setText('');
        }}
        className="w-full rounded-md border border-white/15 bg-white/5 px-3 py-1.5 text-sm text-white placeholder:text-slate-400"
      />
      {searching && text.trim() === query && (
        <ul
          aria-label="Systems found"
          className="absolute z-20 mt-1 w-full overflow-hidden rounded-md border border-white/15 bg-slate-900 shadow-lg"
        >
          {search.isSuccess && results.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-400">No system matches</li>
          )}
          {results.map((system) => (
            <li key={system.hash}>
              <button
                type="button"
                onClick={() => choose(system)}
                className="flex w-full items-baseline justify-between gap-2 px-3 py-1.5 text-left text-sm text-slate-100 hover:bg-white/10 focus:bg-white/10"
              >
                <span>{system.name}</span>
                <span className="font-mono text-xs text-slate-400">{shortHash(system.hash)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
