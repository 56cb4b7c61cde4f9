import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The map sends discoveries as deltas ("what changed since revision r"): the triggers that advance
// the galaxy's discovery revision now also log each change under its new revision. A row is the
// system's state after the change: its discoverer, or null when it was released. Revisions from
// before this log (galaxies.discovery_log_start) are answered with the whole list instead. A reset
// galaxy counts its revisions from 0 again and overwrites old rows as it goes (upsert), so the rows
// up to the current revision are always the current galaxy's. No code moves a discovery to another
// system, so an update is logged as the row's new state only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const SQLITE_EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('discovery_changes')
    .addColumn('revision', 'integer', (c) => c.primaryKey())
    .addColumn('system_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .execute();
  await db.schema
    .alterTable('galaxies')
    .addColumn('discovery_log_start', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update galaxies set discovery_log_start = discovery_revision`.execute(db);

  if (isPostgres(db)) {
    // The deferred row trigger of the discovery-revision migration, now logging too. At commit,
    // NEW and OLD still hold the row as the statement left it.
    await sql`create or replace function bump_discovery_revision() returns trigger
      language plpgsql as $$
      declare
        -- Not named like the column: in plpgsql that reference would be ambiguous.
        next_revision integer;
      begin
        update galaxies set discovery_revision = discovery_revision + 1
          returning discovery_revision into next_revision;
        if found then
          insert into discovery_changes (revision, system_id, user_id)
            values (
              next_revision,
              case when tg_op = 'DELETE' then old.system_id else new.system_id end,
              case when tg_op = 'DELETE' then null else new.user_id end)
            on conflict (revision) do update
              set system_id = excluded.system_id, user_id = excluded.user_id;
        end if;
        return null;
      end $$`.execute(db);
    return;
  }
  for (const event of SQLITE_EVENTS) {
    const row = event === 'delete' ? 'old.system_id, null' : 'new.system_id, new.user_id';
    await sql.raw(`drop trigger discoveries_after_${event}`).execute(db);
    await sql
      .raw(
        `create trigger discoveries_after_${event} after ${event} on discoveries
          begin
            update galaxies set discovery_revision = discovery_revision + 1;
            insert or replace into discovery_changes (revision, system_id, user_id)
              select discovery_revision, ${row} from galaxies;
          end`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`create or replace function bump_discovery_revision() returns trigger
      language plpgsql as $$
      begin
        update galaxies set discovery_revision = discovery_revision + 1;
        return null;
      end $$`.execute(db);
  } else {
    for (const event of SQLITE_EVENTS) {
      await sql.raw(`drop trigger discoveries_after_${event}`).execute(db);
      await sql
        .raw(
          `create trigger discoveries_after_${event} after ${event} on discoveries
            begin update galaxies set discovery_revision = discovery_revision + 1; end`,
        )
        .execute(db);
    }
  }
  await db.schema.alterTable('galaxies').dropColumn('discovery_log_start').execute();
  await db.schema.dropTable('discovery_changes').execute();
}
