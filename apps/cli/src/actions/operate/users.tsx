import {
  listIdentityCollisionViews,
  setAccountIdentity,
  type AccountRef,
} from '@orrery/api/game/accounts';
import { getTransactionHistory, grantCredits } from '@orrery/api/game/ledger';
import { listUsers } from '@orrery/api/game/operations';
import { findUserByEmail } from '@orrery/db/accounts';
import { ledgerSum } from '@orrery/db/economy';
import { CliError, USAGE_EXIT_CODE } from '../../shell/cli-error.js';
import { withDatabase } from '../../database/database.js';
import { countOf, formatCount, formatCurrency } from '@orrery/format';
import { printJson, printLine } from '../../shell/io.js';
import { printViewOf } from '../../shell/print-view.js';
import type { CliContext } from '../../shell/program.js';
import type { DatabaseOptions, DatabaseTarget } from '../../shell/database-target.js';

const RECENT_TRANSACTIONS = 10;

export async function usersList({ io }: CliContext, options: DatabaseOptions & { json?: boolean }) {
  const rows = await withDatabase(options.database, (db) => listUsers(db));
  if (options.json) return printJson(io, rows);
  await printViewOf(
    io,
    () => import('../../views/table.js'),
    ({ Table }) => (
      <Table
        title={countOf(rows.length, 'user')}
        columns={[
          { header: 'Id', align: 'right' },
          { header: 'Username' },
          { header: 'Email' },
          { header: 'Balance', align: 'right' },
          { header: 'Telescope', align: 'right' },
          { header: 'Systems', align: 'right' },
          { header: 'Joined' },
        ]}
        rows={rows.map((user) => [
          String(user.id),
          user.suffix ? `${user.username} ${user.suffix}` : user.username,
          user.email,
          formatCurrency(user.currency),
          String(user.telescopeLevel),
          formatCount(user.systems),
          user.createdAt,
        ])}
      />
    ),
  );
}

export async function usersShow(
  { io }: CliContext,
  email: string,
  options: DatabaseOptions & { json?: boolean },
) {
  const shown = await withDatabase(options.database, async (db) => {
    const found = await findUserByEmail(db, email);
    const [user] = found ? await listUsers(db, found.id) : [];
    if (!user) throw new CliError(`No user with email ${email}.`);
    const history = await getTransactionHistory(db, user.id, { limit: RECENT_TRANSACTIONS });
    return { user, ledgerSum: await ledgerSum(db, user.id), history };
  });
  if (options.json) return printJson(io, shown);
  await printViewOf(
    io,
    () => import('../../views/user-card.js'),
    ({ UserCard }) => <UserCard {...shown} />,
  );
}

export interface GrantOptions {
  email: string;
  amount: number;
  reason: string;
  database: DatabaseTarget;
}

/** A grant through the game's ledger service: one row, reason "grant", the text as description. */
export async function usersGrant({ io }: CliContext, options: GrantOptions) {
  const { user, balance } = await withDatabase(options.database, async (db) => {
    const user = await findUserByEmail(db, options.email);
    if (!user) throw new CliError(`No user with email ${options.email}.`);
    const granted = await grantCredits(db, user.id, options.amount, options.reason, new Date());
    return { user, balance: granted.balance };
  });
  const who = `${user.username} <${user.email}>`;
  const what =
    options.amount > 0
      ? `Granted ${formatCurrency(options.amount)} to ${who}`
      : `Deducted ${formatCurrency(-options.amount)} from ${who}`;
  printLine(io, `${what}; balance ${formatCurrency(balance)}.`);
}

const accountText = (account: AccountRef | null) =>
  account ? `${account.id} ${account.username} <${account.email}>` : '(deleted)';

/** What the identity-keys migration found, and is not resolved yet. */
export async function usersCollisions(
  { io }: CliContext,
  options: DatabaseOptions & { json?: boolean },
) {
  const rows = await withDatabase(options.database, (db) => listIdentityCollisionViews(db));
  if (options.json) return printJson(io, rows);
  if (rows.length === 0) return printLine(io, 'No identity collisions.');
  await printViewOf(
    io,
    () => import('../../views/table.js'),
    ({ Table }) => (
      <Table
        title={countOf(rows.length, 'identity collision')}
        columns={[
          { header: 'Kind' },
          { header: 'Key' },
          { header: 'Account without it' },
          { header: 'Kept by' },
        ]}
        rows={rows.map((row) => [
          row.kind,
          row.key,
          accountText(row.account),
          accountText(row.holder),
        ])}
      />
    ),
  );
}

export interface SetIdentityOptions {
  id: number;
  email?: string;
  name?: string;
  database: DatabaseTarget;
}

/** A new address or name through the game's rules (validated, unique by identity key). */
export async function usersSetIdentity({ io }: CliContext, options: SetIdentityOptions) {
  if (options.email === undefined && options.name === undefined) {
    throw new CliError('Give --email, --name or both.', USAGE_EXIT_CODE);
  }
  const account = await withDatabase(options.database, (db) =>
    setAccountIdentity(
      db,
      options.id,
      {
        ...(options.email === undefined ? {} : { email: options.email }),
        ...(options.name === undefined ? {} : { username: options.name }),
      },
      new Date(),
    ),
  );
  printLine(io, `Account ${accountText(account)} updated.`);
}
