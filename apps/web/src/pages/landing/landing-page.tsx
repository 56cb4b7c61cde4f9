import { useEffect } from 'react';
import { Link } from 'react-router';
import { RARITIES, RARITY_COLORS } from '@orrery/domain';
import { useRandomSystem } from '../../queries/hooks.js';
import { useAuth } from '../../auth/auth-context.js';
import { Spinner } from '../../components/spinner.js';
import { toCardData } from '../../components/system-card/card-data.js';
import { SystemCardView } from '../../components/system-card/system-card.js';
import { rarityLabel } from '../../game/rarity.js';
import { notify } from '../../toasts/notify.js';

const STEPS = [
  {
    title: 'Discover Systems',
    text: 'Every 24 hours your telescope reaches a new solar system of stars, planets and moons.',
  },
  {
    title: 'Earn Currency',
    text: 'Each discovery pays Ϟ, and rarer systems pay more. Spend it on time or a stronger telescope.',
  },
  {
    title: 'Unlock Achievements',
    text: 'Special systems, milestones and challenges earn achievements and extra rewards.',
  },
];

const CARD_TYPES = [
  [
    'Habitable',
    'card-swatch-habitable',
    'A world that could hold life: holographic, most valuable.',
  ],
  ['Multi-star', 'card-swatch-multi', 'Binary or trinary suns under a blue border: rare.'],
  ['Standard', 'card-swatch-standard', 'Planets, but none habitable: a neutral border.'],
  ['Star-only', 'card-swatch-star', 'A lone star without planets: the most common find.'],
] as const;

/** Landing page (docs/spec.md §2): headline, call to action, how it works, an example card. */
export function LandingPage() {
  const { isLoggedIn } = useAuth();
  return (
    <div className="space-y-20">
      <section className="hero text-center">
        <h1 className="text-4xl font-bold tracking-tight text-white sm:text-6xl">
          Collect the galaxy, <span className="text-glow">one system at a time</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">
          Point your telescope into a procedurally generated galaxy, discover a new solar system
          every day and build a collection of stars, planets and moons no one else holds.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          {isLoggedIn ? (
            <Link to="/dashboard" className="btn-primary btn-lg">
              Go to Dashboard
            </Link>
          ) : (
            <>
              <Link to="/register" className="btn-primary btn-lg">
                Start Exploring
              </Link>
              <Link to="/login" className="btn-secondary btn-lg">
                Sign In
              </Link>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="explore-heading" className="panel text-center">
        <h2 id="explore-heading" className="section-title">
          Explore the Galaxy
        </h2>
        <p className="mx-auto mt-3 max-w-3xl text-slate-300">
          Thousands of systems spread across a barred spiral, each one generated from real
          astronomy: main-sequence suns, red giants, neutron stars, black holes, ocean worlds and
          ringed giants.
        </p>
      </section>

      <section aria-labelledby="how-heading">
        <h2 id="how-heading" className="section-title text-center">
          How it Works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="panel">
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-white">{step.title}</h3>
              <p className="mt-2 text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="cards-heading" className="grid items-center gap-10 md:grid-cols-2">
        <div className="flex justify-center">
          <ExampleCard />
        </div>
        <div>
          <h2 id="cards-heading" className="section-title">
            Collection Cards
          </h2>
          <p className="mt-3 text-slate-300">
            Every system becomes a card. Tap it to flip it over. The border tells its type:
          </p>
          <ul className="mt-4 space-y-3">
            {CARD_TYPES.map(([name, swatch, text]) => (
              <li key={name} className="flex items-start gap-3">
                <span className={`card-swatch ${swatch}`} aria-hidden="true" />
                <span>
                  <strong className="text-white">{name}</strong>{' '}
                  <span className="text-slate-300">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-slate-300">The dot in the corner shows the rarity:</p>
          <ul className="mt-2 flex flex-wrap gap-3">
            {RARITIES.map((rarity) => (
              <li key={rarity} className="flex items-center gap-2 text-sm text-slate-200">
                <span
                  className="rarity-dot"
                  style={{ backgroundColor: RARITY_COLORS[rarity] }}
                  aria-hidden="true"
                />
                {rarityLabel(rarity)}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}

function ExampleCard() {
  const example = useRandomSystem();
  useEffect(() => {
    if (example.isError) notify.error('Failed to load example system');
  }, [example.isError]);
  if (example.isPending) return <Spinner label="Loading example..." />;
  if (example.isError) {
    return (
      <div className="panel text-center" role="alert">
        <p className="text-slate-200">Failed to load example</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => location.reload()}>
          Try again
        </button>
      </div>
    );
  }
  return <SystemCardView system={toCardData(example.data)} />;
}
