import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { pgEnv } from './env.js';

/** Where Debian's (and most) PostgreSQL servers put their Unix socket, in libpq's order. */
const SOCKET_DIRS = ['/var/run/postgresql', '/tmp'];

function withParam(url: string, key: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}

/**
 * The URL as libpq (psql, pg_dump) reads it. Without a host (`postgres:///orrery`) it means the
 * local server's Unix socket, and without a user the account running the program; node-pg would
 * try localhost over TCP and, without $USER, no user at all. So both are made explicit (unless
 * PGHOST/PGUSER say otherwise).
 */
export function libpqUrl(url: string): string {
  const authority = /^postgres(?:ql)?:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';
  const userInfoPart = authority.includes('@') ? authority.replace(/@.*$/, '') : '';
  const host = authority.replace(/^.*@/, '').replace(/:\d*$/, '');
  const env = pgEnv();
  let result = url;
  if (host === '' && !/[?&]host=/i.test(url) && env.host === undefined) {
    const dir = SOCKET_DIRS.find((candidate) => existsSync(candidate));
    if (dir !== undefined) result = withParam(result, 'host', dir);
  }
  if (userInfoPart === '' && !/[?&]user=/i.test(url) && env.user === undefined) {
    result = withParam(result, 'user', userInfo().username);
  }
  return result;
}
