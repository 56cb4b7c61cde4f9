import { Box, Text } from 'ink';
import {
  countOf,
  formatCount,
  formatCurrency,
  formatFixed,
  formatSignedCurrency,
} from '@orrery/format';
import type { SimulationReport } from '../services/simulate-economy.js';
import { Bars } from './bars.js';
import { EconomyGoalsView } from './economy-goals-view.js';
import { StrategyFiguresView } from './strategy-figures-view.js';
import { Table } from './table.js';

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

/** An amount in or out with its sign; nothing moved is plain 0 (never +0 or -0). */
const signed = (sign: '+' | '-', amount: number) =>
  amount === 0 ? '0' : `${sign}${formatCount(amount)}`;

/** The designer's summary: money in and out by reason, per day, per strategy, telescope levels. */
export function SimulationView({ report }: { report: SimulationReport }) {
  const reasons = [
    ...Object.entries(report.currencyIn).map(([reason, amount]) => [
      reason,
      formatSignedCurrency(amount),
    ]),
    ...Object.entries(report.currencyOut).map(([reason, amount]) => [
      reason,
      formatSignedCurrency(-amount),
    ]),
  ];
  return (
    <Box flexDirection="column" gap={1}>
      <Text>
        Simulated {countOf(report.players, 'player')} for {countOf(report.days, 'day')} on a
        throw-away copy: {formatCurrency(sum(report.currencyIn))} in,{' '}
        {formatCurrency(sum(report.currencyOut))} out.
        {report.galaxyExhausted ? ' The galaxy ran out of undiscovered systems.' : ''} Seed{' '}
        {report.seed}, attendance {formatFixed(report.attendance, 2)}, from{' '}
        {report.start.slice(0, 10)}.
      </Text>
      <Table
        title="Currency by reason"
        columns={[{ header: 'Reason' }, { header: 'Amount', align: 'right' }]}
        rows={reasons}
      />
      <Table
        title="Per day"
        columns={[
          { header: 'Day', align: 'right' },
          { header: 'Collections', align: 'right' },
          { header: 'Achievements', align: 'right' },
          { header: 'In', align: 'right' },
          { header: 'Out', align: 'right' },
        ]}
        rows={report.daily.map((day) => [
          String(day.day),
          formatCount(day.collections),
          formatCount(day.achievements),
          signed('+', day.currencyIn),
          signed('-', day.currencyOut),
        ])}
      />
      <Table
        title="Collects by rarity: with pity (played), without (same draws, expected)"
        columns={[
          { header: 'Rarity' },
          { header: 'With pity', align: 'right' },
          { header: 'Without', align: 'right' },
        ]}
        rows={Object.entries(report.rarities.withPity).map(([rarity, count]) => [
          rarity,
          formatCount(count),
          formatFixed(
            report.rarities.withoutPity[rarity as keyof typeof report.rarities.withPity],
            1,
          ),
        ])}
      />
      <StrategyFiguresView byStrategy={report.byStrategy} />
      <Text>
        Achievements no player earned:{' '}
        {report.achievementsNeverEarned.length === 0
          ? 'none'
          : report.achievementsNeverEarned.join(', ')}
      </Text>
      <EconomyGoalsView goals={report.economyGoals} />
      <Bars
        title="Telescope levels reached"
        items={Object.entries(report.telescopeLevels).map(([level, count]) => ({
          label: `Level ${level}`,
          count,
        }))}
      />
      <Text color={report.ledgerConsistent ? 'green' : 'red'}>
        {report.ledgerConsistent
          ? 'Every balance equals its ledger sum and none is negative.'
          : 'LEDGER MISMATCH: a balance differs from its ledger sum or is negative.'}
      </Text>
    </Box>
  );
}
