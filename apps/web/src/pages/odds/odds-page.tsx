import { countOf, formatCount, formatShare } from '@orrery/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/client.js';
import { useOdds } from '../../api/social-hooks.js';
import type { Odds } from '../../api/types.js';
import { Spinner } from '../../components/spinner.js';
import { RARITY_COLORS, rarityLabel } from '../../game/rarity.js';

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-white">Odds</h1>
      {children}
    </section>
  );
}

/**
 * The published odds (issue 15 §1): each rarity tier's live chance for a collect, as the server
 * computes it from what is undiscovered and in reach, with the pity rule.
 */
export default function OddsPage() {
  const odds = useOdds();
  if (odds.isPending) {
    return (
      <Frame>
        <div className="mt-6">
          <Spinner />
        </div>
      </Frame>
    );
  }
  if (odds.isError) {
    return (
      <Frame>
        <p className="mt-6 text-slate-300">{errorText(odds.error, 'Failed to load the odds')}</p>
      </Frame>
    );
  }
  const data = odds.data;
  return (
    <Frame>
      <Scope odds={data} />
      <table className="panel mt-6 w-full text-left text-sm">
        <caption className="sr-only">Chance of each rarity for the next collect</caption>
        <thead className="text-xs tracking-wider text-slate-300 uppercase">
          <tr>
            <th scope="col" className="py-2">
              Rarity
            </th>
            <th scope="col" className="py-2 text-right">
              Undiscovered systems
            </th>
            <th scope="col" className="py-2 text-right">
              Chance
            </th>
          </tr>
        </thead>
        <tbody>
          {data.tiers.map((tier) => (
            <tr key={tier.rarity} className="border-t border-white/10">
              <th scope="row" className="py-2 font-normal text-slate-100">
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block h-2.5 w-2.5 rounded-full"
                  style={{ backgroundColor: RARITY_COLORS[tier.rarity] }}
                />
                {rarityLabel(tier.rarity)}
              </th>
              <td className="py-2 text-right text-slate-100 tabular-nums">
                {formatCount(tier.candidates)}
              </td>
              <td className="py-2 text-right font-semibold text-white tabular-nums">
                {formatShare(tier.chance, 1, 2)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pity odds={data} />
    </Frame>
  );
}

function Scope({ odds }: { odds: Odds }) {
  if (odds.scope === 'player') {
    return (
      <p className="mt-2 text-slate-300">
        Your next collect draws one of {countOf(odds.candidates, 'undiscovered system')} within your
        telescope&rsquo;s reach, each as likely as any other.
      </p>
    );
  }
  return (
    <p className="mt-2 text-slate-300">
      A newcomer&rsquo;s first collect (level-1 telescope) draws one of{' '}
      {countOf(odds.candidates, 'undiscovered system')} in the galaxy, each as likely as any other.{' '}
      <Link className="link" to="/login">
        Sign in
      </Link>{' '}
      to see the odds within your own reach.
    </p>
  );
}

function Pity({ odds }: { odds: Odds }) {
  const pity = odds.pity;
  return (
    <div className="mt-6 space-y-2 text-slate-300">
      <h2 className="text-xl font-semibold text-white">Pity</h2>
      <p>
        After {pity ? pity.threshold : 'a run of'} collects in a row below Rare, the next collect is
        Rare or better whenever such a system is within reach.
      </p>
      {pity && (
        <p data-testid="pity-state">
          {odds.pityApplies
            ? 'Your next collect is guaranteed Rare or better.'
            : `Rare or better guaranteed within ${countOf(pity.guaranteedWithin, 'collect')} (${countOf(pity.belowRare, 'collect')} in a row below Rare so far).`}
        </p>
      )}
    </div>
  );
}
