import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable.js';

// The read cache's galaxy version summed a value over every discovery, four times a second per
// server, growing with the discoveries. A counter that triggers keep makes it a
// one-row read. Cascading deletes (an account removed) fire the delete trigger too.
const EVENTS = ['insert', 'update', 'delete'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table galaxies add column discovery_revision integer not null default 0`.execute(
    db,
  );
  if (isPostgres(db)) {
    // Deferred to commit: every collect updates the one galaxy row, and its row lock is then held
    // only while the transaction commits, not through the rest of the collect.
    await sql`create function bump_discovery_revision() returns trigger language plpgsql as $$
      begin
        update galaxies set discovery_revision = discovery_revision + 1;
        return null;
      end $$`.execute(db);
    await sql`create constraint trigger discoveries_changed
      after insert or update or delete on discoveries
      deferrable initially deferred
      for each row execute function bump_discovery_revision()`.execute(db);
    return;
  }
  for (const event of EVENTS) {
    await sql
      .raw(
        `create trigger discoveries_after_${event} after ${event} on discoveries
          begin update galaxies set discovery_revision = discovery_revision + 1; end`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger discoveries_changed on discoveries`.execute(db);
    await sql`drop function bump_discovery_revision()`.execute(db);
  } else {
    for (const event of EVENTS)
      await sql.raw(`drop trigger discoveries_after_${event}`).execute(db);
  }
  await sql`alter table galaxies drop column discovery_revision`.execute(db);
}
