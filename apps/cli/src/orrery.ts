import type { CliEnv } from './env.js';
import type { Io } from './io.js';
import { buildProgram, run } from './program.js';
import type { CommandRegistration } from './program.js';

/** Every command, in the order `orrery --help` lists them. */
const COMMANDS: CommandRegistration[] = [];

/** The whole CLI as a function: arguments in, exit code out. */
export function orrery(io: Io, env: CliEnv, argv: string[]): Promise<number> {
  return run(buildProgram({ io, env }, COMMANDS), io, argv);
}
