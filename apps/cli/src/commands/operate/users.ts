import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import type { GrantOptions, SetIdentityOptions } from '../../actions/operate/users.js';
import { formatCount } from '@orrery/format';
import { nonEmpty, wholeNumber } from '../../shell/arguments.js';
import type { CliContext, CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

/** A sanity bound on one grant; larger sums are surely a typo. */
const MAX_GRANT = 1_000_000;

function grantAmount(text: string): number {
  const amount = wholeNumber(-MAX_GRANT, MAX_GRANT)(text);
  if (amount === 0) throw new InvalidArgumentError('a grant of 0 changes nothing.');
  return amount;
}

const actions = () => import('../../actions/operate/users.js');

function listCommand(users: Command, context: CliContext) {
  users
    .command('list')
    .description('Every user with balance, telescope level and systems held.')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .option('--json', 'print the users as JSON')
    .addHelpText('after', '\nExample:\n  $ orrery users list --json')
    .action(async (options: DatabaseOptions & { json?: boolean }) =>
      (await actions()).usersList(context, options),
    );
}

function showCommand(users: Command, context: CliContext) {
  users
    .command('show')
    .description("One user's profile, balance check and latest ledger rows.")
    .argument('<email>', "the user's email (case-insensitive)")
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .option('--json', 'print the user as JSON')
    .addHelpText('after', '\nExample:\n  $ orrery users show ada@example.com')
    .action(async (email: string, options: DatabaseOptions & { json?: boolean }) =>
      (await actions()).usersShow(context, email, options),
    );
}

function grantCommand(users: Command, context: CliContext) {
  users
    .command('grant')
    .description('Grant (or, negative, deduct) currency: one ledger row with reason "grant".')
    .requiredOption('--email <email>', "the user's email (case-insensitive)", nonEmpty)
    .requiredOption(
      '--amount <n>',
      `whole Ϟ from ${formatCount(-MAX_GRANT)} to ${formatCount(MAX_GRANT)}, not 0; a deduction never takes a balance below 0`,
      grantAmount,
    )
    .requiredOption('--reason <text>', 'why; the player sees it as the description', nonEmpty)
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText(
      'after',
      '\nExample:\n  $ orrery users grant --email ada@example.com --amount 500 --reason "Outage refund"',
    )
    .action(async (options: GrantOptions) => (await actions()).usersGrant(context, options));
}

function collisionsCommand(users: Command, context: CliContext) {
  users
    .command('collisions')
    .description(
      'Accounts that shared an e-mail address or society name (by its identity key) with another when the keys were introduced.',
    )
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .option('--json', 'print the collisions as JSON')
    .addHelpText('after', '\nExample:\n  $ orrery users collisions --json')
    .action(async (options: DatabaseOptions & { json?: boolean }) =>
      (await actions()).usersCollisions(context, options),
    );
}

function setIdentityCommand(users: Command, context: CliContext) {
  users
    .command('set-identity')
    .description(
      "Give an account a new e-mail address or society name (no confirmation link: check with its owner first); resolves its collisions of that kind, and tells a changed address's old one.",
    )
    .requiredOption('--id <n>', "the account's id", wholeNumber(1, Number.MAX_SAFE_INTEGER))
    .option('--email <address>', 'the new e-mail address', nonEmpty)
    .option('--name <society>', 'the new society name', nonEmpty)
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText(
      'after',
      '\nExample:\n  $ orrery users set-identity --id 42 --email elise@example.net',
    )
    .action(async (options: SetIdentityOptions) =>
      (await actions()).usersSetIdentity(context, options),
    );
}

export const usersCommand: CommandRegistration = (program, context) => {
  const users = program
    .command('users')
    .description(
      'Operator support: list users, show one, grant currency, resolve identity collisions.',
    )
    .addHelpText(
      'after',
      `
Examples:
  $ orrery users list
  $ orrery users show ada@example.com
  $ orrery users grant --email ada@example.com --amount 500 --reason "Outage refund"
  $ orrery users collisions
  $ orrery users set-identity --id 42 --email elise@example.net`,
    );
  listCommand(users, context);
  showCommand(users, context);
  grantCommand(users, context);
  collisionsCommand(users, context);
  setIdentityCommand(users, context);
};
