import { Command, CommanderError, Option } from 'commander';
import { CliError, oneLineMessage, USAGE_EXIT_CODE } from './cli-error.js';
import { resolveDatabaseTarget } from './database-target.js';
import type { CliEnv } from './env.js';
import type { Io } from './io.js';

/** What every command gets: where output goes and the environment's defaults. */
export interface CliContext {
  io: Io;
  env: CliEnv;
}

/** Each command module adds itself to the program with this. */
export type CommandRegistration = (program: Command, context: CliContext) => void;

/**
 * `--db <path>`, on every command that opens the database, beside --database-url. The action gets
 * the database they name as `options.database` (see database-target.ts).
 */
export function databaseOption(env: CliEnv): Option {
  const option = new Option('--db <path>', 'SQLite database file').default(
    env.databasePath,
    'DATABASE_PATH, else ./data/orrery.db',
  );
  RESOLVED_OPTIONS.add(option);
  return option;
}

/** The --db options whose commands get `options.database` resolved before their action runs. */
const RESOLVED_OPTIONS = new WeakSet<Option>();

/** `--database-url <url>`: PostgreSQL instead of a SQLite file (DATABASE_URL when not given). */
export function databaseUrlOption(): Option {
  return new Option(
    '--database-url <url>',
    'PostgreSQL database, postgres://user:password@host:port/name (default: DATABASE_URL, unless --db is given)',
  );
}

const ROOT_HELP = `
Examples:
  $ orrery seed --seed andromeda --size 10000     create the galaxy
  $ orrery stats                                  counts and distributions
  $ orrery inspect 0 --json                       the full system at index 0, as the server serves it
  $ orrery rebalance --target 60,25,10,4,1 --dry-run
  $ orrery users grant --email ada@example.com --amount 500 --reason "Support refund"
  $ orrery mail outbox --status dead                 mail the server gave up on
  $ orrery backup ./backups/orrery-2026-11-21.db

Run from the repo root as \`npm run orrery -- <command>\`. Output is coloured on a terminal and plain
when piped or when CI is set; --json prints only JSON on stdout. Errors are one line on stderr.`;

/** The `orrery` program; `commands` add themselves in order. */
export function buildProgram(context: CliContext, commands: CommandRegistration[]): Command {
  const { io } = context;
  const program = new Command('orrery')
    .description('Orrery for designers, operators and developers: seed, inspect, tune and support.')
    .addHelpText('after', ROOT_HELP)
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // One line, whatever commander has to say (it puts suggestions on a second line).
      outputError: (text, write) =>
        write(
          `orrery: ${text
            .replace(/^error: /, '')
            .trim()
            .replace(/\s*\n\s*/g, ' ')}\n`,
        ),
    });
  for (const register of commands) register(program, context);
  program.hook('preAction', (_program, action) => {
    if (action.options.some((option) => RESOLVED_OPTIONS.has(option))) {
      action.setOptionValue('database', resolveDatabaseTarget(action, context.env));
    }
  });
  return program;
}

/**
 * Runs the program on `argv` (user arguments only, no node/script) and returns the exit code.
 * Expected failures print one line on stderr; nothing is thrown out of here.
 */
export async function run(program: Command, io: Io, argv: string[]): Promise<number> {
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // commander has already printed its message (or the help, exit code 0).
      return error.exitCode === 0 ? 0 : USAGE_EXIT_CODE;
    }
    io.stderr.write(`orrery: ${oneLineMessage(error)}\n`);
    if (error instanceof CliError) {
      for (const line of error.details) io.stderr.write(`  ${line}\n`);
    }
    return error instanceof CliError ? error.exitCode : 1;
  }
}
