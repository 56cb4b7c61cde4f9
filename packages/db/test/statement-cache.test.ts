import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../src/testing/index.js';

// SQLite only: openDatabase keeps prepared statements there (node-pg sends each query unnamed).
describe.runIf(testDialect === 'sqlite')('the statement cache', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => t.cleanup());

  // openDatabase keeps each SQL text's prepared statement; a kept one must answer like a fresh one.
  it('a repeated query sees later writes and schema changes', async () => {
    await sql`create table notes (id integer primary key, body text not null)`.execute(t.db);
    const all = () => sql<Record<string, unknown>>`select * from notes order by id`.execute(t.db);
    await sql`insert into notes (body) values (${'first'})`.execute(t.db);
    expect((await all()).rows).toEqual([{ id: 1, body: 'first' }]);
    await sql`insert into notes (body) values (${'second'})`.execute(t.db);
    await sql`alter table notes add column pinned integer not null default 0`.execute(t.db);
    expect((await all()).rows).toEqual([
      { id: 1, body: 'first', pinned: 0 },
      { id: 2, body: 'second', pinned: 0 },
    ]);
  });

  it('a failed write leaves its statement usable', async () => {
    await sql`create table names (name text primary key)`.execute(t.db);
    const insert = (name: string) => sql`insert into names (name) values (${name})`.execute(t.db);
    await insert('vega');
    await expect(insert('vega')).rejects.toThrow(/UNIQUE|duplicate key/i);
    await insert('deneb');
    const rows = await sql<{ name: string }>`select name from names order by name`.execute(t.db);
    expect(rows.rows.map((r) => r.name)).toEqual(['deneb', 'vega']);
  });
  // Rows are read as arrays and built by a function made per statement (open-sqlite.ts).
  it('builds rows as better-sqlite3 would, also after a column is renamed or added', async () => {
    await sql`create table stars (id integer primary key, name text, mass real, data blob)`.execute(
      t.db,
    );
    const inserted =
      await sql`insert into stars (name, mass, data) values (${'Vega'}, ${2.1}, ${Buffer.from([1, 2])}) returning id, name`.execute(
        t.db,
      );
    expect(inserted.rows).toEqual([{ id: 1, name: 'Vega' }]);
    const all = () => sql<Record<string, unknown>>`select * from stars`.execute(t.db);
    expect((await all()).rows).toEqual([
      { id: 1, name: 'Vega', mass: 2.1, data: Buffer.from([1, 2]) },
    ]);
    await sql`alter table stars rename column mass to solar_masses`.execute(t.db);
    expect(Object.keys((await all()).rows[0]!)).toEqual(['id', 'name', 'solar_masses', 'data']);
    const twice = await sql`select 1 as a, 2 as b, 3 as a, null as n`.execute(t.db);
    expect(twice.rows).toEqual([{ a: 3, b: 2, n: null }]);
    const streamed: unknown[] = [];
    for await (const row of t.db
      .selectFrom('stars' as never)
      .select('name' as never)
      .stream()) {
      streamed.push(row);
    }
    expect(streamed).toEqual([{ name: 'Vega' }]);
  });
});
