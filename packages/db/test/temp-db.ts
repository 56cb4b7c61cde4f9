// The name db tests have always used for a fresh database: now of the project's dialect (a SQLite
// file, or a new PostgreSQL database under db-pg). See @orrery/db/testing.
export { createTestDatabase as tempDatabase } from '../src/testing/index.js';
