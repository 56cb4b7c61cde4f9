import type { ReactElement } from 'react';
import type { Io } from './io.js';

/**
 * Prints the Ink view that `make` builds from the view module `load` imports. Ink (React's
 * reconciler, the Yoga layout engine and the fetch machinery Yoga's loader wakes) is loaded here
 * and only here: a large part of a command's start that `--json` output never needs.
 */
export async function printViewOf<Module>(
  io: Io,
  load: () => Promise<Module>,
  make: (module: Module) => ReactElement,
): Promise<void> {
  const [{ viewText }, module] = await Promise.all([import('./render-view.js'), load()]);
  io.stdout.write(`${viewText(io, make(module))}\n`);
}
