import { backupCommand } from './commands/backup.js';
import { generationCommand } from './commands/generation.js';
import { growCommand } from './commands/grow.js';
import { configCommand } from './commands/config.js';
import { checkCommand } from './commands/check.js';
import { doctorCommand } from './commands/doctor.js';
import { inspectCommand } from './commands/inspect.js';
import { migrateToCommand } from './commands/migrate-to.js';
import { mailCommand } from './commands/mail.js';
import { namesCommand } from './commands/names.js';
import { tradesCommand } from './commands/trades.js';
import { rebalanceCommand } from './commands/rebalance.js';
import { resetCommand } from './commands/reset.js';
import { seedCommand } from './commands/seed.js';
import { simulateCommand } from './commands/simulate.js';
import { snapshotCommand } from './commands/snapshot.js';
import { statsCommand } from './commands/stats.js';
import { usersCommand } from './commands/users.js';
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
