import type { Kysely } from 'kysely';
import type { Database } from './database.js';

/** A database handle or a transaction: repositories take either as their first argument. */
export type Db = Kysely<Database>;
