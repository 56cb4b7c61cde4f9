import { backupCommand } from './commands/operate/backup.js';
import { generationCommand } from './commands/design/generation.js';
import { growCommand } from './commands/operate/grow.js';
import { configCommand } from './commands/design/config.js';
import { checkCommand } from './commands/operate/check.js';
import { doctorCommand } from './commands/operate/doctor.js';
import { inspectCommand } from './commands/design/inspect.js';
import { migrateToCommand } from './commands/operate/migrate-to.js';
import { mailCommand } from './commands/operate/mail.js';
import { namesCommand } from './commands/operate/names.js';
import { tradesCommand } from './commands/operate/trades.js';
import { rebalanceCommand } from './commands/design/rebalance.js';
import { resetCommand } from './commands/operate/reset.js';
import { seedCommand } from './commands/operate/seed.js';
import { simulateCommand } from './commands/design/simulate.js';
import { snapshotCommand } from './commands/design/snapshot.js';
import { statsCommand } from './commands/design/stats.js';
import { usersCommand } from './commands/operate/users.js';
import type { CliEnv } from './shell/env.js';
import type { Io } from './shell/io.js';
import { buildProgram, run } from './shell/program.js';
import type { CommandRegistration } from './shell/program.js';

/** Every command, in the order `orrery --help` lists them. */
const COMMANDS: CommandRegistration[] = [
  seedCommand,
  growCommand,
  statsCommand,
  inspectCommand,
  usersCommand,
  mailCommand,
  namesCommand,
  tradesCommand,
  backupCommand,
  checkCommand,
  doctorCommand,
  migrateToCommand,
  resetCommand,
  configCommand,
  rebalanceCommand,
  simulateCommand,
  generationCommand,
  snapshotCommand,
];

/** The whole CLI as a function: arguments in, exit code out. */
export function orrery(io: Io, env: CliEnv, argv: string[]): Promise<number> {
  return run(buildProgram({ io, env }, COMMANDS), io, argv);
}
