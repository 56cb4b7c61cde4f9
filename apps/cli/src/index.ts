/** @orrery/cli — the `orrery` command line; `main.ts` is the binary. */
export { orrery } from './orrery.js';
export { readEnv } from './shell/env.js';
export type { CliEnv } from './shell/env.js';
export type { Io } from './shell/io.js';
