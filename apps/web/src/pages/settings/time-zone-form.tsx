import { useEffect, useId, useState } from 'react';
import { ApiError, errorText, isUnauthorized } from '../../api/client.js';
import { useTimeZone, useUpdateTimeZone } from '../../queries/streak-hooks.js';
import { notify } from '../../toasts/notify.js';

/** Every zone the browser knows, UTC first (the list leaves UTC out in some browsers). */
function zoneNames(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC');
  return ['UTC', ...(known.includes(current) || current === 'UTC' ? [] : [current]), ...known];
}

/** This device's zone, offered as a shortcut. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The time zone the streak's days are counted in (docs/game-rules.md, "Streaks"); the server checks the name. */
export function TimeZoneForm() {
  const timeZone = useTimeZone();

  useEffect(() => {
    if (timeZone.isError && !isUnauthorized(timeZone.error)) {
      notify.error(errorText(timeZone.error, 'Failed to load the time zone'));
    }
  }, [timeZone.isError, timeZone.error]);

  return (
    <section className="panel" aria-labelledby="time-zone-heading">
      <h2 id="time-zone-heading" className="text-xl font-semibold text-white">
        Time Zone
      </h2>
      {timeZone.isPending ? (
        <p className="mt-4 text-slate-300">Loading time zone...</p>
      ) : timeZone.isError ? (
        <p className="mt-4 text-slate-300">The time zone could not be loaded.</p>
      ) : (
        <TimeZoneDraft key={timeZone.data.timeZone} saved={timeZone.data.timeZone} />
      )}
    </section>
  );
}

function TimeZoneDraft({ saved }: { saved: string }) {
  const save = useUpdateTimeZone();
  const [zone, setZone] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const device = deviceZone();

  const submit = () => {
    setError(undefined);
    save.mutate(zone, {
      onSuccess: (answer) => notify.success(`Time zone set to ${answer.timeZone}`),
      onError: (failure) => {
        const field = failure instanceof ApiError ? failure.details.timeZone : undefined;
        if (field) setError(`This ${field}`);
        else notify.error(errorText(failure, 'Failed to update the time zone'));
      },
    });
  };

  return (
    <div className="mt-4 flex flex-col gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        Your days begin at midnight in
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id={id}
          className="input min-w-0 flex-1"
          value={zone}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setZone(event.target.value)}
        >
          {zoneNames(saved).map((name) => (
            <option key={name} value={name}>
              {name.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        {device && device !== zone && (
          <button type="button" className="btn-secondary" onClick={() => setZone(device)}>
            Use this device's ({device.replaceAll('_', ' ')})
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-400">
        Your daily streak counts days in this time zone: collect on consecutive days here to keep
        it.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-300">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn-primary self-start"
        disabled={save.isPending || zone === saved}
        onClick={submit}
      >
        {save.isPending ? 'Saving...' : 'Save Time Zone'}
      </button>
    </div>
  );
}
