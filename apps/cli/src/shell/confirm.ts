import { createInterface } from 'node:readline/promises';
import type { Io } from './io.js';

/** Asks a yes/no question on the terminal; only an explicit y or yes counts as yes. */
export async function confirm(io: Io, question: string): Promise<boolean> {
  const readline = createInterface({ input: io.stdin, output: io.stderr });
  try {
    const answer = await readline.question(`${question} [y/N] `);
    return /^(y|yes)$/i.test(answer.trim());
  } finally {
    readline.close();
  }
}
