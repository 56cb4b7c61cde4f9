/** The CLI's whole view of the environment, read once here (eslint bans process.env elsewhere). */
export interface CliEnv {
  /** DATABASE_PATH, the default for every command's --db. */
  databasePath: string;
  /** DATABASE_URL: PostgreSQL for every command unless --db or --database-url says otherwise. */
  databaseUrl?: string;
  /** CI=true (or any non-empty, non-"false" value) forces plain output even on a terminal. */
  ci: boolean;
  /** The whole environment, for `orrery doctor`, which checks the server's configuration. */
  variables: Readonly<NodeJS.ProcessEnv>;
}

export const DEFAULT_DATABASE_PATH = './data/orrery.db';

export function readEnv(env: NodeJS.ProcessEnv = process.env): CliEnv {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  return {
    databasePath: env.DATABASE_PATH || DEFAULT_DATABASE_PATH,
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    ci,
    variables: { ...env },
  };
}

/** The environment a child process (pg_dump) runs with: this one's, plus `extra`. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
