import { useState } from 'react';
import {
  PLANET_BOUNDS,
  STAR_BOUNDS,
  setRangeEnd,
  type CollectionFilters,
  type Range,
} from './collection-query.js';

interface FiltersPanelProps {
  applied: CollectionFilters;
  onApply: (filters: CollectionFilters) => void;
  onClear: () => void;
  /** The panel's id, for its toggle's aria-controls (two pickers may show one each). */
  id?: string;
}

/** A draft of the filters that only reaches the query string on Apply Filters. */
export function FiltersPanel({
  applied,
  onApply,
  onClear,
  id = 'collection-filters',
}: FiltersPanelProps) {
  const [draft, setDraft] = useState<CollectionFilters>(applied);

  return (
    <div id={id} className="panel mt-4 grid gap-6 sm:grid-cols-3">
      <RangeFields
        legend="Number of Stars"
        range={draft.stars}
        bounds={STAR_BOUNDS}
        onChange={(stars) => setDraft({ ...draft, stars })}
      />
      <RangeFields
        legend="Number of Planets"
        range={draft.planets}
        bounds={PLANET_BOUNDS}
        onChange={(planets) => setDraft({ ...draft, planets })}
      />
      <label className="flex items-center gap-2 self-center text-sm text-slate-200">
        <input
          type="checkbox"
          checked={draft.habitable}
          onChange={(event) => setDraft({ ...draft, habitable: event.target.checked })}
          className="h-4 w-4"
        />
        Has habitable planets
      </label>
      <div className="flex gap-3 sm:col-span-3">
        <button type="button" className="btn-primary" onClick={() => onApply(draft)}>
          Apply Filters
        </button>
        <button type="button" className="btn-secondary" onClick={onClear}>
          Clear
        </button>
      </div>
    </div>
  );
}

function RangeFields(props: {
  legend: string;
  range: Range;
  bounds: Range;
  onChange: (range: Range) => void;
}) {
  const { legend, range, bounds, onChange } = props;
  return (
    <fieldset className="flex flex-col gap-2 text-sm text-slate-200">
      <legend className="mb-2 font-medium">
        {legend} ({bounds.min}-{bounds.max})
      </legend>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2">
          Min
          <input
            type="number"
            className="input w-20 px-2 py-1"
            min={bounds.min}
            max={range.max}
            value={range.min}
            onChange={(event) => onChange(setRangeEnd(range, 'min', event.target.value, bounds))}
          />
        </label>
        <label className="flex items-center gap-2">
          Max
          <input
            type="number"
            className="input w-20 px-2 py-1"
            min={range.min}
            max={bounds.max}
            value={range.max}
            onChange={(event) => onChange(setRangeEnd(range, 'max', event.target.value, bounds))}
          />
        </label>
      </div>
    </fieldset>
  );
}
