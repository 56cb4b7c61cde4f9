import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { RARITY_COLORS } from '@orrery/domain';
import { ApiError } from '../../api/client.js';
import { usePublicProfile } from '../../queries/social-hooks.js';
import type { PublicProfile } from '../../api/types.js';
import { ShareLink } from '../../components/share-link.js';
import { Spinner } from '../../components/spinner.js';
import { SystemCardGrid } from '../../components/system-card/system-card-grid.js';
import { DateText } from '../../format/date-format.js';
import { rarityLabel } from '../../game/rarity.js';
import { achievementLevelColor } from '../../toasts/notify.js';
import { NotFoundPage } from '../errors/not-found-page.js';
import { SocietyTrading } from './society-trading.js';
import { useAuth } from '../../auth/auth-context.js';

/** A society's public profile; an unknown or private one is Page Not Found. */
export default function SocietyPage() {
  const { username = '' } = useParams();
  const profile = usePublicProfile(username);

  if (profile.isPending) {
    return (
      <section className="mx-auto min-h-[60vh] max-w-7xl px-4 py-8">
        <Spinner />
      </section>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundPage />;
    return (
      <section className="mx-auto max-w-7xl px-4 py-8">
        <p className="text-slate-300">This profile could not be loaded.</p>
      </section>
    );
  }
  return <Profile profile={profile.data} />;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="subpanel">
      <dt className="text-xs tracking-wider text-slate-300 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-white">{children}</dd>
    </div>
  );
}

function Profile({ profile }: { profile: PublicProfile }) {
  const rarest = profile.rarestFind;
  const { user } = useAuth();
  const other = user !== null && user.username.toLowerCase() !== profile.username.toLowerCase();
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-semibold text-white">{profile.societyName}</h1>
        {profile.private && (
          <p role="note" className="warning">
            Your profile is private: only you can see it. Make it public in{' '}
            <Link className="link" to="/settings">
              Settings
            </Link>
            .
          </p>
        )}
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label="Joined">
            <DateText value={profile.joinedAt} />
          </Figure>
          <Figure label="Systems collected">{profile.systemsCollected}</Figure>
          <Figure label="Achievements">
            {profile.achievementsCompleted} of {profile.achievementsTotal}
          </Figure>
          <Figure label="Rarest find">
            {rarest ? (
              <span>
                {rarest.name}{' '}
                <span className="text-sm" style={{ color: RARITY_COLORS[rarest.rarity] }}>
                  {rarityLabel(rarest.rarity)}
                </span>
              </span>
            ) : (
              'None yet'
            )}
          </Figure>
        </dl>
        {other && <SocietyTrading username={profile.username} />}
        {!profile.private && (
          <ShareLink
            path={`/share/society/${encodeURIComponent(profile.username)}`}
            what="this profile"
          />
        )}
      </header>

      <section aria-labelledby="showcase-heading">
        <h2 id="showcase-heading" className="section-title">
          Showcase
        </h2>
        {profile.showcase.length === 0 ? (
          <p className="mt-3 text-slate-300">No cards in the showcase yet.</p>
        ) : (
          <SystemCardGrid systems={profile.showcase} origin="profile" />
        )}
      </section>

      {rarest && (
        <section aria-labelledby="rarest-heading">
          <h2 id="rarest-heading" className="section-title">
            Rarest find
          </h2>
          <SystemCardGrid systems={[rarest]} origin="profile" />
        </section>
      )}

      <section aria-labelledby="achievements-heading">
        <h2 id="achievements-heading" className="section-title">
          Achievements completed
        </h2>
        {profile.achievements.length === 0 ? (
          <p className="mt-3 text-slate-300">No achievements completed yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {profile.achievements.map((achievement) => (
              <li key={achievement.id} className="subpanel flex items-center gap-3">
                <span
                  className="rarity-dot"
                  style={{ backgroundColor: achievementLevelColor(achievement.level) }}
                  aria-hidden="true"
                />
                <span className="flex-1">
                  <span className="block text-white">{achievement.name}</span>
                  <span className="block text-xs text-slate-300">
                    Level {achievement.level} · <DateText value={achievement.completedAt} />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
