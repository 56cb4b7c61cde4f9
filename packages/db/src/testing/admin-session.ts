import pg from 'pg';
import { postgresClientConfig } from '../connection/postgres-client-config.js';

/**
 * One administrative connection per server URL, shared by every create and drop of a test
 * process. A PostgreSQL connection is a forked server process: each costs the server the fork's
 * page faults, and a connection per create, setting and drop
 * was three for every test database. Ended once idle for IDLE_MS, so a finished process can exit.
 */
const IDLE_MS = 1000;

interface Session {
  client: Promise<pg.Client>;
  users: number;
  idle?: NodeJS.Timeout;
}

const sessions = new Map<string, Session>();

function open(url: string): Session {
  const client = new pg.Client({ ...postgresClientConfig(url), connectionTimeoutMillis: 5000 });
  const session: Session = {
    client: client.connect().then(() => client),
    users: 0,
  };
  const forget = () => {
    if (sessions.get(url) === session) sessions.delete(url);
  };
  // A broken connection (a restarted server) is replaced by the next use, not thrown at a test.
  client.on('error', forget);
  client.on('end', forget);
  session.client.catch(forget);
  sessions.set(url, session);
  return session;
}

/** Runs `work` on the shared administrative connection to `url` (queries queue on it in order). */
export async function withAdminSession<T>(
  url: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const session = sessions.get(url) ?? open(url);
  clearTimeout(session.idle);
  session.users += 1;
  try {
    return await work(await session.client);
  } finally {
    session.users -= 1;
    if (session.users === 0) {
      session.idle = setTimeout(() => {
        sessions.delete(url);
        void session.client.then((client) => client.end()).catch(() => undefined);
      }, IDLE_MS);
      session.idle.unref();
    }
  }
}
