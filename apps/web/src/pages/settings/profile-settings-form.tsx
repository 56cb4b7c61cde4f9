import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useCollection } from '../../queries/hooks.js';
import { useProfileSettings, useUpdateProfileSettings } from '../../queries/social-hooks.js';
import type { ProfileSettings, SystemCard } from '../../api/types.js';
import { useAuth } from '../../auth/auth-context.js';
import { rarityLabel } from '../../game/rarity.js';
import { notify } from '../../toasts/notify.js';

/** Cards a showcase holds (the server says the same and refuses more). */
export const SHOWCASE_SIZE = 6;

/** The public profile's settings: private or public, and up to six showcased systems. */
export function ProfileSettingsForm() {
  const settings = useProfileSettings();
  const collection = useCollection();
  const { user } = useAuth();

  useEffect(() => {
    if (settings.isError && !isUnauthorized(settings.error)) {
      notify.error(errorText(settings.error, 'Failed to load profile settings'));
    }
  }, [settings.isError, settings.error]);

  return (
    <section className="panel" aria-labelledby="public-profile">
      <h2 id="public-profile" className="text-xl font-semibold text-white">
        Public Profile
      </h2>
      {user && (
        <p className="mt-2 text-sm text-slate-300">
          Your profile:{' '}
          <Link className="link" to={`/society/${encodeURIComponent(user.username)}`}>
            /society/{user.username}
          </Link>
        </p>
      )}
      {settings.isPending || collection.isPending ? (
        <p className="mt-4 text-slate-300">Loading profile settings...</p>
      ) : settings.isError ? (
        <p className="mt-4 text-slate-300">Profile settings could not be loaded.</p>
      ) : (
        // Keyed by what the server holds: after a save the draft starts from it again.
        <ProfileDraft
          key={JSON.stringify(settings.data)}
          saved={settings.data}
          systems={collection.data ?? []}
        />
      )}
    </section>
  );
}

function ProfileDraft({ saved, systems }: { saved: ProfileSettings; systems: SystemCard[] }) {
  const save = useUpdateProfileSettings();
  const [isPrivate, setPrivate] = useState(saved.private);
  const [showcase, setShowcase] = useState<string[]>(saved.showcase);
  const [filter, setFilter] = useState('');
  const byHash = new Map(systems.map((s) => [s.hash, s]));
  const needle = filter.trim().toLowerCase();
  const listed = systems.filter((s) => !needle || s.name.toLowerCase().includes(needle));
  const full = showcase.length >= SHOWCASE_SIZE;

  const toggle = (hash: string, on: boolean) =>
    setShowcase((current) => (on ? [...current, hash] : current.filter((h) => h !== hash)));

  const submit = () =>
    save.mutate(
      { private: isPrivate, showcase },
      {
        onSuccess: () => notify.success('Profile settings updated successfully'),
        onError: (error) => notify.error(errorText(error, 'Failed to update profile settings')),
      },
    );

  return (
    <div className="mt-4 flex flex-col gap-5">
      <label className="flex items-start gap-3 text-slate-100">
        <input
          type="checkbox"
          role="switch"
          checked={isPrivate}
          onChange={(event) => setPrivate(event.target.checked)}
          className="mt-1 h-5 w-9 shrink-0 cursor-pointer accent-indigo-500"
        />
        <span>
          Private profile
          <span className="block text-sm text-slate-400">
            Only you can open it; to everyone else it is not found, and leaderboards, systems and
            share pages show &ldquo;a private society&rdquo; instead of your name.
          </span>
        </span>
      </label>

      <fieldset className="flex flex-col gap-3">
        <legend className="text-slate-100">
          Showcase ({showcase.length} of {SHOWCASE_SIZE} cards, in the order picked)
        </legend>
        {showcase.length > 0 && (
          <ol className="flex flex-wrap gap-2" aria-label="Showcased systems">
            {showcase.map((hash, i) => (
              <li key={hash} className="completion-chip is-held">
                {i + 1}. {byHash.get(hash)?.name ?? hash}
                <button
                  type="button"
                  className="ml-1 rounded px-1 text-slate-300 hover:text-white"
                  aria-label={`Remove ${byHash.get(hash)?.name ?? hash} from the showcase`}
                  onClick={() => toggle(hash, false)}
                >
                  ✕
                </button>
              </li>
            ))}
          </ol>
        )}
        {systems.length === 0 ? (
          <p className="text-sm text-slate-300">Collect systems to show them here.</p>
        ) : (
          <>
            <input
              type="search"
              className="input"
              placeholder="Filter your systems..."
              aria-label="Filter your systems"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
            <ul className="max-h-64 overflow-y-auto rounded-lg border border-white/10 p-2">
              {listed.map((system) => {
                const picked = showcase.includes(system.hash);
                return (
                  <li key={system.hash}>
                    <label className="flex items-center gap-3 rounded px-2 py-1.5 text-sm text-slate-100 hover:bg-white/5">
                      <input
                        type="checkbox"
                        checked={picked}
                        disabled={!picked && full}
                        onChange={(event) => toggle(system.hash, event.target.checked)}
                        className="h-4 w-4"
                      />
                      {system.name}
                      <span className="text-slate-400">{rarityLabel(system.rarity)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </fieldset>

      <button
        type="button"
        className="btn-primary self-start"
        disabled={save.isPending}
        onClick={submit}
      >
        {save.isPending ? 'Saving...' : 'Save Profile'}
      </button>
    </div>
  );
}
