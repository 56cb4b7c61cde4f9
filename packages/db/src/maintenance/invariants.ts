import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { listBalancesOffLedger } from '../economy/ledger-repo.js';
import type { Finding } from './structure-checks.js';

/** A rule every row of the game keeps; `find` answers each breach in a few words (at most 10). */
export interface Invariant {
  name: string;
  find(db: Db): Promise<string[]>;
}

/** The game's own invariants (docs/game-rules.md). A new rule is one more entry. */
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
  {
    // The discoverer holds a system until a trade moves it; each move logs its new holder.
    name: 'one holder per system, the last one its history names',
    async find(db) {
      const { rows } = await sql<{ system_id: number; holder_id: number | null; expected: number }>`
        select system_id, holder_id, expected from (
          select d.system_id, d.holder_id, coalesce(
            (select h.user_id from system_holders h where h.system_id = d.system_id
              order by h.id desc limit 1),
            d.user_id) as expected
          from discoveries d) held
        where holder_id is null or holder_id <> expected
        order by system_id limit 10`.execute(db);
      return rows.map(
        (row) =>
          `system ${row.system_id}: held by ${row.holder_id}, its history says ${row.expected}`,
      );
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
