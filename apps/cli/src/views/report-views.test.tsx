import { render } from 'ink-testing-library';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { RebalancePlan } from '@orrery/api/game/tuning';
import type { SimulationReport } from '../services/simulate-economy.js';
import { RebalanceView } from './rebalance-view.js';
import { SimulationView } from './simulation-view.js';
import { UserCard } from './user-card.js';

const plain = (frame: string | undefined) => stripVTControlCharacters(frame ?? '');

describe('RebalanceView', () => {
  const plan: RebalancePlan = {
    target: { COMMON: 60, UNCOMMON: 25, RARE: 10, EPIC: 4, LEGENDARY: 1 },
    before: { weights: {}, thresholds: { UNCOMMON: 1, RARE: 2.5, EPIC: 4, LEGENDARY: 7 } },
    after: {
      weights: {},
      thresholds: { UNCOMMON: 2.063, RARE: 4.313, EPIC: 7.272, LEGENDARY: 10.69 },
    },
    countsBefore: { COMMON: 40, UNCOMMON: 30, RARE: 20, EPIC: 8, LEGENDARY: 2 },
    countsAfter: { COMMON: 60, UNCOMMON: 25, RARE: 10, EPIC: 4, LEGENDARY: 1 },
    collectedBefore: { COMMON: 0.38, UNCOMMON: 0.29, RARE: 0.22, EPIC: 0.085, LEGENDARY: 0.025 },
    collectedAfter: { COMMON: 0.572, UNCOMMON: 0.237, RARE: 0.114, EPIC: 0.051, LEGENDARY: 0.026 },
    systems: 100,
    changes: [{ id: 3, rarity: 'COMMON', rarityScore: 1.5 }],
  };

  it('tabulates target, before and after per tier with both thresholds', () => {
    const lines = plain(render(<RebalanceView plan={plan} dryRun />).lastFrame()).split('\n');
    expect(lines[0]).toBe('Rarity over 100 systems');
    expect(lines[1]).toMatch(/^Tier +Target +Before +After +Threshold before +Threshold after$/);
    expect(lines[2]).toMatch(/^COMMON +60% +40 \(40\.0%\) +60 \(60\.0%\) +- +-$/);
    expect(lines[6]).toMatch(/^LEGENDARY +1% +2 \(2\.0%\) +1 \(1\.0%\) +≥ 7\.00 +≥ 10\.69$/);
    const collected = lines.indexOf(
      "Share of players' collects (90 each, telescope level 1, pity and guarantees)",
    );
    expect(lines[collected + 1]).toMatch(/^Tier +Before +After$/);
    expect(lines[collected + 2]).toMatch(/^COMMON +38\.0% +57\.2%$/);
    expect(lines[collected + 6]).toMatch(/^LEGENDARY +2\.5% +2\.6%$/);
    expect(lines.at(-1)).toBe('1 system changes. Dry run: nothing stored.');
  });

  it('says what was stored when it is not a dry run', () => {
    const frame = plain(render(<RebalanceView plan={plan} dryRun={false} />).lastFrame());
    expect(frame).toContain("Stored the new rarity config and every system's rarity.");
    expect(frame).not.toContain('Dry run');
  });
});

describe('SimulationView', () => {
  /** One strategy's figures on day 2 of a two-day run, one player. */
  const figures = (f: {
    balance: number;
    collections: number;
    level: number;
    firstLegendary: number | null;
  }): SimulationReport['byStrategy']['saver'] => ({
    players: 1,
    balance: [{ day: 2, p50: f.balance, p90: f.balance }],
    collections: [{ day: 2, p50: f.collections, p90: f.collections }],
    telescopeLevel: [{ day: 2, p50: f.level }],
    income: { total: 150, bySource: { collection: 150 }, weeks: [] },
    dailyIncomeP50: 75,
    firstCollects: {
      RARE: { p50: 1, p95: 1, max: 1, never: 0, longestWithout: 0, longestRun: 0 },
      EPIC: { p50: 1, p95: 1, max: 1, never: 0, longestWithout: 0, longestRun: 0 },
      LEGENDARY:
        f.firstLegendary === null
          ? {
              p50: null,
              p95: null,
              max: null,
              never: 1,
              longestWithout: f.collections,
              longestRun: f.collections,
            }
          : {
              p50: f.firstLegendary,
              p95: f.firstLegendary,
              max: f.firstLegendary,
              never: 0,
              longestWithout: 0,
              longestRun: 0,
            },
    },
    achievementsNeverEarned: [],
    avgSystems: f.collections,
    avgBalance: f.balance,
    avgTelescopeLevel: f.level,
  });
  const report: SimulationReport = {
    players: 2,
    days: 2,
    currencyIn: { collection: 300, achievement: 50 },
    currencyOut: { telescope: 500 },
    daily: [
      { day: 1, collections: 2, achievements: 1, currencyIn: 150, currencyOut: 0 },
      { day: 2, collections: 2, achievements: 0, currencyIn: 200, currencyOut: 500 },
    ],
    telescopeLevels: { '1': 1, '2': 1 },
    byStrategy: {
      saver: figures({ balance: 150, collections: 2, level: 1, firstLegendary: 2 }),
      buyer: figures({ balance: 0, collections: 0, level: 1, firstLegendary: null }),
      upgrader: figures({ balance: 0, collections: 2, level: 2, firstLegendary: null }),
      collector: figures({ balance: 1200, collections: 2, level: 1, firstLegendary: 1 }),
    },
    achievementsNeverEarned: ['galactic-census', 'lunar-cycle'],
    economyGoals: {
      guarantees: {
        EPIC: { within: 20, players: 0, holds: true },
        LEGENDARY: { within: 60, players: 1, holds: false },
      },
      balances: {
        collector: { day: 2, balanceP50: 1200, dailyIncomeP50: 150, holds: true },
      },
      goalIncome: null,
      upgraderAtTop: { day: 2, p50: 2, maxLevel: 10, holds: false },
    },
    seed: '7',
    attendance: 0.85,
    start: '2026-01-05T00:00:00.000Z',
    playerResults: [],
    ledgerConsistent: false,
    galaxyExhausted: true,
    rarities: {
      withPity: { COMMON: 1, UNCOMMON: 0, RARE: 1, EPIC: 0, LEGENDARY: 0 },
      withoutPity: { COMMON: 1.62, UNCOMMON: 0.2, RARE: 0.18, EPIC: 0, LEGENDARY: 0 },
    },
  };

  it('reports money by reason, per day and per strategy, and flags a ledger mismatch', () => {
    const frame = plain(render(<SimulationView report={report} />).lastFrame());
    // The headline wraps at the test terminal's 100 columns; compare it as one line.
    expect(frame.replace(/\s+/g, ' ')).toContain(
      'Simulated 2 players for 2 days on a throw-away copy: 350 Ϟ in, 500 Ϟ out. The galaxy ran out of undiscovered systems.',
    );
    expect(frame).toMatch(/^collection +\+300 Ϟ$/m);
    expect(frame).toMatch(/^telescope +−500 Ϟ$/m);
    expect(frame).toMatch(/^ +2 +2 +0 +\+200 +-500$/m);
    expect(frame).toMatch(/^ +1 +2 +1 +\+150 +0$/m);
    expect(frame).toMatch(/^Balance p50 \/ p90 \(Ϟ\)\nStrategy +Day 2$/m);
    expect(frame).toMatch(/^collector +1,200 \/ 1,200$/m);
    expect(frame).toMatch(
      /^Telescope level p50\nStrategy +Day 2\nsaver +1\nbuyer +1\nupgrader +2$/m,
    );
    expect(frame).toMatch(/^saver +150 +150 +75\.0$/m);
    expect(frame).toMatch(
      /^buyer +1 \/ 1 \/ 1, run 0 +1 \/ 1 \/ 1, run 0 +never \/ never \/ never \(1 never\), run 0$/m,
    );
    expect(frame).toContain('Achievements no player earned: galactic-census, lunar-cycle');
    expect(frame).toContain('✓ Every player has an Epic within 20 collects (0 did not)');
    expect(frame).toContain('✗ Every player has a Legendary within 60 collects (1 did not)');
    expect(frame).toContain('✗ Median upgrader on day 2 at telescope level 2 of 10');
    expect(frame.replace(/\s+/g, ' ')).toContain('Seed 7, attendance 0.85, from 2026-01-05.');
    expect(frame).toMatch(/^Level 2 +█+ +1 +50\.0%$/m);
    expect(frame).toContain('LEDGER MISMATCH');
    expect(frame).toMatch(/^RARE +1 +0\.2$/m);
    expect(frame).toMatch(/^COMMON +1 +1\.6$/m);
  });

  it('counts one player and one day in the singular', () => {
    const frame = plain(
      render(<SimulationView report={{ ...report, players: 1, days: 1 }} />).lastFrame(),
    );
    expect(frame.replace(/\s+/g, ' ')).toContain('Simulated 1 player for 1 day on a');
  });
});

describe('UserCard', () => {
  const user = {
    id: 4,
    username: 'Ada',
    suffix: 'Federation',
    email: 'ada@example.com',
    currency: 800,
    telescopeLevel: 2,
    systems: 3,
    nextCollectionAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
  const history = {
    transactions: [
      {
        id: 9,
        createdAt: '2026-11-21T10:12:00.000Z',
        reason: { name: 'Operator grant' },
        description: 'Outage refund',
        amount: 500,
      },
      {
        id: 8,
        createdAt: '2026-11-20T10:12:00.000Z',
        reason: { name: 'Telescope upgrade' },
        description: 'Telescope level 2',
        amount: -500,
      },
    ],
    total: 7,
    limit: 10,
    offset: 0,
  };

  it('shows the profile, the ledger check and signed amounts', () => {
    const frame = plain(
      render(<UserCard user={user} ledgerSum={800} history={history} />).lastFrame(),
    );
    expect(frame).toContain('Ada Federation <ada@example.com> · id 4');
    expect(frame).toContain('Balance 800 Ϟ · matches the ledger');
    expect(frame).toContain('next collection available now');
    expect(frame).toContain('Latest transactions (2 of 7)');
    expect(frame).toMatch(/Operator grant +Outage refund +\+500 Ϟ/);
    expect(frame).toMatch(/Telescope upgrade +Telescope level 2 +−500 Ϟ/);
  });

  it('says so when there are no transactions yet', () => {
    const empty = { ...history, transactions: [], total: 0 };
    const frame = plain(
      render(<UserCard user={user} ledgerSum={800} history={empty} />).lastFrame(),
    );
    expect(frame).toContain('Latest transactions (0 of 0)\nNo transactions found.');
    expect(frame).not.toContain('Description');
  });

  it('says so when the balance and the ledger disagree', () => {
    const frame = plain(
      render(<UserCard user={user} ledgerSum={700} history={history} />).lastFrame(),
    );
    expect(frame).toContain('Balance 800 Ϟ · ledger says 700 Ϟ');
  });
});
