import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import type { ClientConfig } from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';
import { pgEnv } from './env.js';
import {
  formatPostgresUrl,
  parsePostgresUrl,
  postgresSettings,
  type PostgresSettings,
} from './postgres-url.js';

/** Where Debian's (and most) PostgreSQL servers put their Unix socket, in libpq's order. */
const SOCKET_DIRS = ['/var/run/postgresql', '/tmp'];

/**
 * What node-postgres takes to reach the server `url` names, read as libpq reads it. Its own URL
 * parser (WHATWG's URL class) misreads some of libpq's forms, so it gets the address and the
 * credentials here, and only the other keywords (sslmode and the like) through its parser.
 * Without a host libpq means the local Unix socket and without a user the account running the
 * program, where node-postgres would try localhost over TCP and, without $USER, no user at all: so
 * both are made explicit, unless PGHOST or PGUSER say otherwise.
 */
export function postgresClientConfig(url: string): ClientConfig {
  const settings = postgresSettings(parsePostgresUrl(url));
  const { host, port, user, password, database } = settings;
  return {
    ...otherOptions(settings),
    ...(host === undefined ? defaultHost() : { host }),
    ...(port === undefined ? {} : { port: Number(port) }),
    ...(user === undefined ? defaultUser() : { user }),
    ...(password === undefined ? {} : { password }),
    ...(database === undefined ? {} : { database }),
  };
}

/** The keywords besides the address and credentials, as node-postgres's own parser reads them. */
function otherOptions(settings: PostgresSettings): ClientConfig {
  if (settings.options.length === 0) return {};
  const config = parseIntoClientConfig(
    formatPostgresUrl({ scheme: 'postgresql', hosts: [], params: settings.options }),
  );
  const { host: _h, port: _p, user: _u, password: _pw, database: _d, ...options } = config;
  return options;
}

function defaultHost(): { host?: string } {
  if (pgEnv().host !== undefined) return {};
  const dir = SOCKET_DIRS.find((candidate) => existsSync(candidate));
  return dir === undefined ? {} : { host: dir };
}

function defaultUser(): { user?: string } {
  return pgEnv().user === undefined ? { user: userInfo().username } : {};
}
