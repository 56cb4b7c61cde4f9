import { countOf, formatCount, formatShare } from '@orrery/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RARITY_COLORS } from '@orrery/domain';
import { errorText } from '../../api/client.js';
import { useOdds } from '../../queries/social-hooks.js';
import type { Odds } from '../../api/types.js';
import { FigureTable } from '../../components/figure-table.js';
import { Spinner } from '../../components/spinner.js';
import { guaranteeLines, heldText } from '../../game/guarantees.js';
import { rarityLabel } from '../../game/rarity.js';

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-white">Odds</h1>
      {children}
    </section>
  );
}

/**
 * The published odds (docs/game-rules.md, "Odds and pity"): each rarity tier's live chance for a
 * collect, as the server computes it from what is undiscovered and in reach, with the guarantees;
 * the same draw by telescope level; and each guarantee explained with the numbers in force.
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
      <FigureTable
        className="panel mt-6"
        caption="Chance of each rarity for the next collect"
        columns={[
          { label: 'Rarity' },
          { label: 'Undiscovered systems', numeric: true },
          { label: 'Chance', numeric: true },
        ]}
      >
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
      </FigureTable>
      <Levels odds={data} />
      <Guarantees odds={data} />
    </Frame>
  );
}

function Scope({ odds }: { odds: Odds }) {
  if (odds.scope === 'player') {
    return (
      <p className="mt-2 text-slate-300">
        Your next collect draws one of {countOf(odds.candidates, 'undiscovered system')} within your
        telescope&rsquo;s reach; Epic and Legendary systems weigh more with each telescope level.
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

/** The same draw at each telescope level: only the level's Epic and Legendary weights change. */
function Levels({ odds }: { odds: Odds }) {
  const { EPIC: epic, LEGENDARY: legendary } = odds.rules.oddsBoostPerLevel;
  const chanceOf = (level: Odds['levels'][number], rarity: string) =>
    level.tiers.find((t) => t.rarity === rarity)?.chance ?? 0;
  return (
    <div className="mt-8 text-slate-300">
      <h2 className="text-xl font-semibold text-white">Telescope odds</h2>
      <p className="mt-2">
        Each telescope level above the first weighs every Epic system {formatShare(epic, 1, 0)} more
        and every Legendary system {formatShare(legendary, 1, 0)} more in the draw.{' '}
        {odds.scope === 'player'
          ? 'The table keeps your reach as it is now (a better telescope also reaches further).'
          : 'The table keeps a newcomer’s reach, the whole galaxy.'}
      </p>
      <FigureTable
        className="panel mt-4"
        caption="Chance of Epic or better by telescope level"
        columns={[
          { label: 'Level' },
          { label: 'Epic', numeric: true },
          { label: 'Legendary', numeric: true },
          { label: 'Epic or better', numeric: true },
        ]}
      >
        {odds.levels.map((level) => (
          <tr key={level.level} className="border-t border-white/10">
            <th scope="row" className="py-2 font-normal text-slate-100">
              {level.level}
            </th>
            <td className="py-2 text-right text-slate-100 tabular-nums">
              {formatShare(chanceOf(level, 'EPIC'), 1, 2)}
            </td>
            <td className="py-2 text-right text-slate-100 tabular-nums">
              {formatShare(chanceOf(level, 'LEGENDARY'), 1, 2)}
            </td>
            <td className="py-2 text-right font-semibold text-white tabular-nums">
              {formatShare(level.epicOrBetter, 1, 2)}
            </td>
          </tr>
        ))}
      </FigureTable>
    </div>
  );
}

/** Each guarantee with the numbers in force, and for a player where they stand. */
function Guarantees({ odds }: { odds: Odds }) {
  const { rules, pity } = odds;
  return (
    <div className="mt-8 space-y-2 text-slate-300">
      <h2 className="text-xl font-semibold text-white">Guarantees</h2>
      <p>
        After {countOf(rules.pityThreshold, 'collect')} in a row below Rare, the next collect is
        Rare or better.
      </p>
      <p>
        A newcomer&rsquo;s first Epic or better comes by collect {rules.newcomerEpicBy}, and their
        first Legendary by collect {rules.newcomerLegendaryBy}.
      </p>
      <p>
        A Legendary comes at the latest {countOf(rules.legendaryHardPity, 'collect')} after the last
        one. After {rules.legendarySoftPityFrom} collects in a row without one, each further collect
        adds one more share to a Legendary&rsquo;s weight (twice as likely, then three times…).
      </p>
      <p>
        Each guarantee holds only when a system of its rarity is within reach; when several are due,
        the strongest holds the draw.
      </p>
      {pity && (
        <div data-testid="pity-state" className="pt-2">
          {odds.heldTo ? (
            <p>Your next collect is guaranteed {heldText(odds.heldTo)}.</p>
          ) : (
            guaranteeLines(pity).map((line) => <p key={line.key}>{line.text}.</p>)
          )}
          <p>
            So far: {countOf(pity.belowRare, 'collect')} in a row below Rare,{' '}
            {countOf(pity.belowEpic, 'collect')} below Epic,{' '}
            {countOf(pity.belowLegendary, 'collect')} without a Legendary.
          </p>
        </div>
      )}
    </div>
  );
}
