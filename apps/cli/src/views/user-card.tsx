import type { TransactionHistory } from '@orrery/api/game/core';
import type { UserSummary } from '@orrery/api/game/operations';
import { Box, Text } from 'ink';
import { formatCount, formatCurrency, formatSignedCurrency } from '@orrery/format';
import { Table } from './table.js';

interface Props {
  user: UserSummary;
  ledgerSum: number;
  /** The latest page of the ledger, as the player's ledger page gets it. */
  history: TransactionHistory;
}

/** One user for support: profile, whether the balance matches the ledger, latest transactions. */
export function UserCard({ user, ledgerSum, history }: Props) {
  const consistent = ledgerSum === user.currency;
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>
          {user.username}
          {user.suffix ? ` ${user.suffix}` : ''}
        </Text>{' '}
        &lt;{user.email}&gt; · id {user.id} · since {user.createdAt}
      </Text>
      <Text>
        Balance {formatCurrency(user.currency)} ·{' '}
        <Text color={consistent ? 'green' : 'red'}>
          {consistent ? 'matches the ledger' : `ledger says ${formatCurrency(ledgerSum)}`}
        </Text>
      </Text>
      <Text>
        Systems {formatCount(user.systems)} · telescope level {user.telescopeLevel} · next
        collection {user.nextCollectionAt ?? 'available now'}
      </Text>
      <Table
        title={`Latest transactions (${history.transactions.length} of ${formatCount(history.total)})`}
        columns={[
          { header: 'Date' },
          { header: 'Reason' },
          { header: 'Description' },
          { header: 'Amount', align: 'right' },
        ]}
        rows={history.transactions.map((row) => [
          row.createdAt,
          row.reason.name,
          row.description,
          formatSignedCurrency(row.amount),
        ])}
        empty="No transactions found."
      />
    </Box>
  );
}
