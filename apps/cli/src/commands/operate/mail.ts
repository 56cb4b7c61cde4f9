import type { Command } from 'commander';
import { InvalidArgumentError, Option } from 'commander';
import type { NewsOptions, OutboxOptions } from '../../actions/operate/mail.js';
import { nonEmpty, wholeNumber } from '../../shell/arguments.js';
import type { CliContext, CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

const STATUSES = ['pending', 'sent', 'dead', 'skipped'];

const actions = () => import('../../actions/operate/mail.js');

function outboxCommand(mail: Command, context: CliContext) {
  mail
    .command('outbox')
    .description('The mail outbox, newest first: status, tries, recipient, subject, last error.')
    .addOption(new Option('--status <status>', 'only rows in this state').choices(STATUSES))
    .option('--limit <n>', 'rows to show, 1 to 10,000', wholeNumber(1, 10_000), 50)
    .option('--json', 'print the rows as JSON')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText('after', '\nExample:\n  $ orrery mail outbox --status dead')
    .action(async (options: OutboxOptions) => (await actions()).mailOutbox(context, options));
}

function mailId(text: string): number {
  try {
    return wholeNumber(1, Number.MAX_SAFE_INTEGER)(text);
  } catch {
    throw new InvalidArgumentError('expected the id of an outbox row (see `orrery mail outbox`).');
  }
}

function retryCommand(mail: Command, context: CliContext) {
  mail
    .command('retry')
    .description('Send a dead (or skipped) row again, its tries counted afresh; never a sent one.')
    .argument('<id>', 'the outbox row', mailId)
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText('after', '\nExample:\n  $ orrery mail retry 42')
    .action(async (id: number, options: DatabaseOptions) =>
      (await actions()).mailRetry(context, id, options),
    );
}

function newsCommand(mail: Command, context: CliContext) {
  mail
    .command('news')
    .description('Queue product news for every player who has product news on.')
    .requiredOption('--subject <text>', 'the subject, one line', nonEmpty)
    .requiredOption('--body-file <path>', 'the text; blank lines separate paragraphs', nonEmpty)
    .option('--dry-run', 'say how many players would receive it, and queue nothing')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText(
      'after',
      '\nExample:\n  $ orrery mail news --subject "Comets arrive" --body-file ./news.txt --dry-run',
    )
    .action(async (options: NewsOptions) => (await actions()).mailNews(context, options));
}

export const mailCommand: CommandRegistration = (program, context) => {
  const mail = program
    .command('mail')
    .description('Operator mail: the outbox, retrying dead mail, product news.')
    .addHelpText(
      'after',
      `
Examples:
  $ orrery mail outbox --status dead
  $ orrery mail retry 42
  $ orrery mail news --subject "Comets arrive" --body-file ./news.txt --dry-run`,
    );
  outboxCommand(mail, context);
  retryCommand(mail, context);
  newsCommand(mail, context);
};
