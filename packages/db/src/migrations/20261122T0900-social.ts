import { sql, type Kysely } from 'kysely';

// Public profiles, their showcases and the leaderboards' per-player figures (docs/game-rules.md,
// "Profiles and leaderboards"). Portable types only: integer, text, double precision.

const DAY_MS = 86_400_000;

/** The UTC Monday (YYYY-MM-DD) of the week holding `iso` (frozen copy of the game's rule). */
function mondayOf(iso: string): string {
  const day = Math.floor(Date.parse(iso) / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  const monday = day - ((day + 3) % 7);
  return new Date(monday * DAY_MS).toISOString().slice(0, 10);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('player_stats')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('systems', 'integer', (c) => c.notNull().defaultTo(0))
    // Thousandths of a point, a whole number (scores have three decimals): sums stay exact and
    // order-free, so equal totals tie exactly. Double precision holds whole numbers to 2^53.
    .addColumn('rarity_milli', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('week_start', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('week_discoveries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One index per board, in the board's order (ties: the older account first), so a board's top
  // is the index's first entries and a rank is a count over an index range.
  await sql`create index player_stats_systems on player_stats (systems desc, user_id)`.execute(db);
  await sql`create index player_stats_rarity
    on player_stats (rarity_milli desc, user_id)`.execute(db);
  await sql`create index player_stats_week
    on player_stats (week_start, week_discoveries desc, user_id)`.execute(db);

  await db.schema
    .createTable('profile_settings')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('showcase_cards')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('system_id', 'integer', (c) =>
      c.notNull().references('systems.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('showcase_cards_pk', ['user_id', 'slot'])
    .execute();
  // A system has one holder, so it sits in one showcase at most.
  await sql`create unique index showcase_cards_system on showcase_cards (system_id)`.execute(db);

  // The sector list (collection completion) by a loose index scan: one seek per sector.
  await sql`create index systems_sector on systems (sector)`.execute(db);

  // Figures for the discoveries made before this migration.
  const rows = await db
    .selectFrom('discoveries as d')
    .innerJoin('systems as s', 's.id', 'd.system_id')
    .select(['d.user_id', 'd.discovered_at', 's.rarity_score'])
    .execute();
  const stats = new Map<number, { systems: number; total: number; dates: string[] }>();
  for (const row of rows as { user_id: number; discovered_at: string; rarity_score: number }[]) {
    const entry = stats.get(row.user_id) ?? { systems: 0, total: 0, dates: [] };
    entry.systems += 1;
    entry.total += Math.round(row.rarity_score * 1000);
    entry.dates.push(row.discovered_at);
    stats.set(row.user_id, entry);
  }
  for (const [userId, entry] of stats) {
    // The week of the latest discovery, counted exactly: an older week simply ranks nowhere now.
    const weekStart = mondayOf(entry.dates.reduce((a, b) => (a > b ? a : b)));
    await db
      .insertInto('player_stats')
      .values({
        user_id: userId,
        systems: entry.systems,
        rarity_milli: entry.total,
        week_start: weekStart,
        week_discoveries: entry.dates.filter((d) => mondayOf(d) === weekStart).length,
      })
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index systems_sector`.execute(db);
  for (const table of ['showcase_cards', 'profile_settings', 'player_stats']) {
    await db.schema.dropTable(table).execute();
  }
}
