import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from '../schema/db.js';

/**
 * A query whose SQL is built once per database handle. Kysely otherwise builds and compiles the
 * same query on every call, which for a system by hash took longer than running it. `build` makes
 * the query with placeholder values; each call runs that SQL with its own parameters, given in the
 * order the placeholders appear in it.
 */
export function compiledOnce<Row>(build: (db: Db) => Compilable<Row>) {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db: Db, ...parameters: unknown[]): Promise<Row[]> => {
    let query = compiled.get(db);
    if (query === undefined) {
      query = build(db).compile();
      if (query.parameters.length !== parameters.length) {
        throw new Error(
          `compiledOnce: the query takes ${query.parameters.length} parameters, not ${parameters.length}`,
        );
      }
      compiled.set(db, query);
    }
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
