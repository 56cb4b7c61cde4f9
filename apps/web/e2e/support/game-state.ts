// The harness sets up money, time and known systems through the game's own services on the same SQLite file the
// server uses: real code on a real database, not a mock. Value imports from @orrery/* are fine here
// (test-only code, never bundled into the client).
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { updateGameConfig } from '@orrery/api/game/core';
import { grantCredits } from '@orrery/api/game/ledger';
import { closeDatabase, openDatabase } from '@orrery/db';
import { GENERATOR_VERSION, summaries } from '@orrery/procgen';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { E2E_GALAXY } from './server-process.js';

/**
 * Makes a targeted scan free on the test galaxy, so a test may collect the system it needs by hash
 * (POST /solar/collect/{hash}); the dashboard still collects the server's offer.
 */
export async function allowNamedCollects(databasePath: string): Promise<void> {
  const db = openDatabase(databasePath);
  try {
    await updateGameConfig(db, { targetedScanCost: 0 });
  } finally {
    await closeDatabase(db);
  }
}

/** Pays `amount` credits into the player's ledger (a real ledger row). */
export async function grant(databasePath: string, userId: number, amount: number): Promise<void> {
  const db = openDatabase(databasePath);
  try {
    await grantCredits(db, userId, amount, 'e2e grant', new Date());
  } finally {
    await closeDatabase(db);
  }
}

/** The hash of a test-galaxy system matching `test`, read from the generator itself. */
export function findSystemHash(
  test: (s: { hash: string; planetCount: number; moonCount: number }) => boolean,
): string {
  // The server seeds a new galaxy with the newest generator version.
  const galaxy = { ...E2E_GALAXY, generatorVersion: GENERATOR_VERSION };
  for (const summary of summaries(galaxy)) if (test(summary)) return summary.hash;
  throw new Error('no system in the test galaxy matches');
}
