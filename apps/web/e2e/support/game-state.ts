// The harness sets up money and time through the game's own services on the same SQLite file the
// server uses: real code on a real database, not a mock. Value imports from @orrery/* are fine here
// (test-only code, never bundled into the client).
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { grantCredits } from '@orrery/api/game';
import { closeDatabase, openDatabase } from '@orrery/db';
/* eslint-enable @typescript-eslint/no-restricted-imports */

/** Pays `amount` credits into the player's ledger (a real ledger row). */
export async function grant(databasePath: string, userId: number, amount: number): Promise<void> {
  const db = openDatabase(databasePath);
  try {
    await grantCredits(db, userId, amount, 'e2e grant', new Date());
  } finally {
    await closeDatabase(db);
  }
}
