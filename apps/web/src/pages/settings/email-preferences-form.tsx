import { useEffect, useState } from 'react';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useEmailPreferences, useUpdateEmailPreferences } from '../../queries/hooks.js';
import { notify } from '../../toasts/notify.js';

/** Toggles start from the server's values; only changed toggles are held locally. */
export function EmailPreferencesForm() {
  const preferences = useEmailPreferences();
  const save = useUpdateEmailPreferences();
  const [changed, setChanged] = useState<Record<string, boolean>>({});

  useEffect(() => {
    if (preferences.isError && !isUnauthorized(preferences.error)) {
      notify.error(errorText(preferences.error, 'Failed to load email preferences'));
    }
  }, [preferences.isError, preferences.error]);

  const list = (preferences.data ?? []).map((p) => ({
    ...p,
    enabled: changed[p.emailType] ?? p.enabled,
  }));

  const submit = () =>
    save.mutate(
      list.map(({ emailType, enabled }) => ({ emailType, enabled })),
      {
        onSuccess: () => {
          setChanged({});
          notify.success('Email preferences updated successfully');
        },
        onError: (error) => notify.error(errorText(error, 'Failed to update email preferences')),
      },
    );

  return (
    <section className="panel" aria-labelledby="email-preferences">
      <h2 id="email-preferences" className="text-xl font-semibold text-white">
        Email Preferences
      </h2>
      {preferences.isPending ? (
        <p className="mt-4 text-slate-300">Loading preferences...</p>
      ) : list.length === 0 ? (
        <p className="mt-4 text-slate-300">No email preferences found.</p>
      ) : (
        <>
          <ul className="mt-4 flex flex-col gap-4">
            {list.map((p) => (
              <li key={p.emailType} className="flex items-start justify-between gap-4">
                <span>
                  <span className="block text-slate-100" id={`pref-${p.emailType}`}>
                    {p.name}
                  </span>
                  <span className="block text-sm text-slate-400">{p.description}</span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  aria-labelledby={`pref-${p.emailType}`}
                  checked={p.enabled}
                  onChange={(event) =>
                    setChanged({ ...changed, [p.emailType]: event.target.checked })
                  }
                  className="mt-1 h-5 w-9 shrink-0 cursor-pointer accent-indigo-500"
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-primary mt-6"
            disabled={save.isPending}
            onClick={submit}
          >
            {save.isPending ? 'Saving...' : 'Save Preferences'}
          </button>
        </>
      )}
    </section>
  );
}
