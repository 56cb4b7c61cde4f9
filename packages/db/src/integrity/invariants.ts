import { sql } from 'kysely';
import type { Db } from '../db.js';
import { listBalancesOffLedger } from '../repos/ledger-repo.js';
import type { Finding } from './structure-checks.js';

/** A rule every row of the game keeps; `find` answers each breach in a few words (at most 10). */
export interface Invariant {
  name: string;
  find(db: Db): Promise<string[]>;
}

/**
 * The game's own invariants (docs/game-rules.md). A new rule is one more entry: trading's "one
 * holder per system" joins here with its table.
 */
export const INVARIANTS: readonly Invariant[] = [
  {
    name: 'balance equals the ledger',
    async find(db) {
      const off = await listBalancesOffLedger(db);
      return off
        .slice(0, 10)
        .map(
          (row) => `user ${row.id}: balance ${row.currency}, ledger sums to ${Number(row.ledger)}`,
        );
    },
  },
  {
    name: 'one discoverer per system',
    async find(db) {
      const { rows } = await sql<{ system_id: number; n: number }>`
        select system_id, count(*) as n from discoveries
        group by system_id having count(*) > 1
        order by system_id limit 10`.execute(db);
      return rows.map((row) => `system ${row.system_id}: ${Number(row.n)} discoverers`);
    },
  },
];

/** Every breach of every invariant, as findings named after their invariant. */
export async function checkInvariants(
  db: Db,
  invariants: readonly Invariant[] = INVARIANTS,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const invariant of invariants) {
    for (const detail of await invariant.find(db)) findings.push({ check: invariant.name, detail });
  }
  return findings;
}
