import { onPostgres } from '../../vitest.shared.js';
import project from './vitest.config.js';

/** This package's tests again, each file on its own fresh PostgreSQL database. */
export default onPostgres(project);
