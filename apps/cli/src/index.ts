/** @orrery/cli — the `orrery` command line; `main.ts` is the binary. */
export { orrery } from './orrery.js';
export { readEnv } from './env.js';
export type { CliEnv } from './env.js';
export type { Io } from './io.js';
