/**
 * PostgreSQL connection URIs as libpq (psql, pg_dump) reads them:
 * `postgres[ql]://[user[:password]@][host][:port][,...][/dbname][?keyword=value[&...]]`, every part
 * optional and percent-decoded, a host a name, an [IPv6] address or a socket directory (`%2Ftmp`, or
 * `?host=/tmp`). The WHATWG URL class refuses some of them (`postgresql://root@/db?host=%2Ftmp` has
 * a user and no host), so every place that reads or rewrites a database URL goes through
 * parsePostgresUrl and formatPostgresUrl.
 */
export interface PostgresUrl {
  /** `postgres` or `postgresql`, as written. */
  scheme: string;
  user?: string;
  password?: string;
  /** The authority's hosts in order (libpq tries each): none for the local default. */
  hosts: PostgresHost[];
  /** The path's database name; undefined when the path is empty. */
  database?: string;
  /** The query's keywords in order (host, port, user, sslmode, options …), decoded. */
  params: [string, string][];
}

export interface PostgresHost {
  /** A name, an IP address (IPv6 without brackets), a socket directory, or '' for the default. */
  host: string;
  /** Digits, or undefined for the default. */
  port?: string;
}

/** A URL libpq would refuse; the message says why without repeating the URL (it may hold a password). */
export class PostgresUrlError extends Error {
  override name = 'PostgresUrlError';
}

const SCHEME = /^(postgres(?:ql)?):\/\//i;

/** libpq's percent-decoding: `%` takes two hex digits, and `%00` is refused. */
function decode(text: string, part: string): string {
  if (/%(?![0-9a-f]{2})/i.test(text)) {
    throw new PostgresUrlError(`the ${part} has a % not followed by two hex digits`);
  }
  if (/%00/.test(text)) throw new PostgresUrlError(`the ${part} holds %00`);
  try {
    return decodeURIComponent(text);
  } catch {
    throw new PostgresUrlError(`the ${part} is not percent-encoded UTF-8`);
  }
}

function parsePort(port: string): string | undefined {
  if (port === '') return undefined;
  const digits = decode(port, 'port');
  const number = /^\d+$/.test(digits) ? Number(digits) : NaN;
  if (!(number >= 1 && number <= 65535)) {
    throw new PostgresUrlError('the port must be a number from 1 to 65535');
  }
  return digits;
}

/** The authority's host list from `rest`; answers the hosts and what follows them. */
function parseHosts(rest: string): { hosts: PostgresHost[]; after: string } {
  const hosts: PostgresHost[] = [];
  let at = 0;
  for (;;) {
    let host: string;
    if (rest[at] === '[') {
      const close = rest.indexOf(']', at);
      if (close === -1) throw new PostgresUrlError('an IPv6 address misses its ]');
      if (close === at + 1) throw new PostgresUrlError('an IPv6 address is empty');
      host = decode(rest.slice(at + 1, close), 'host');
      at = close + 1;
      if (at < rest.length && !':/?,'.includes(rest[at]!)) {
        throw new PostgresUrlError(
          'an IPv6 address is followed by something other than :, /, ? or ,',
        );
      }
    } else {
      const end = indexOfAny(rest, '/?,:', at);
      host = decode(rest.slice(at, end), 'host');
      at = end;
    }
    let port: string | undefined;
    if (rest[at] === ':') {
      const end = indexOfAny(rest, '/?,', at + 1);
      port = parsePort(rest.slice(at + 1, end));
      at = end;
    }
    hosts.push(port === undefined ? { host } : { host, port });
    if (rest[at] !== ',') break;
    at += 1;
  }
  // `postgres:///db`: one empty host, which means none.
  const none = hosts.length === 1 && hosts[0]!.host === '' && hosts[0]!.port === undefined;
  return { hosts: none ? [] : hosts, after: rest.slice(at) };
}

function indexOfAny(text: string, chars: string, from: number): number {
  for (let i = from; i < text.length; i++) if (chars.includes(text[i]!)) return i;
  return text.length;
}

function parseParams(query: string): [string, string][] {
  if (query === '') return [];
  return query.split('&').map((pair) => {
    const parts = pair.split('=');
    if (parts.length !== 2) {
      throw new PostgresUrlError('each query parameter must be one keyword=value');
    }
    const [keyword, value] = parts as [string, string];
    if (keyword === '') throw new PostgresUrlError('a query parameter has no keyword');
    return [decode(keyword, 'query'), decode(value, 'query')];
  });
}

/**
 * Parses `url` as libpq does (its conninfo_uri_parse_options): the user information runs to the
 * first `@` before any `/`, the password from the user's first `:`. Throws a PostgresUrlError.
 */
export function parsePostgresUrl(url: string): PostgresUrl {
  const scheme = SCHEME.exec(url);
  if (!scheme) throw new PostgresUrlError('must start with postgres:// or postgresql://');
  let rest = url.slice(scheme[0].length);
  let user: string | undefined;
  let password: string | undefined;
  const credentials = indexOfAny(rest, '@/', 0);
  if (rest[credentials] === '@') {
    const userInfo = rest.slice(0, credentials);
    const colon = userInfo.indexOf(':');
    user = decode(colon === -1 ? userInfo : userInfo.slice(0, colon), 'user') || undefined;
    if (colon !== -1) password = decode(userInfo.slice(colon + 1), 'password') || undefined;
    rest = rest.slice(credentials + 1);
  }
  const { hosts, after } = parseHosts(rest);
  let database: string | undefined;
  let query = '';
  if (after.startsWith('/')) {
    const mark = after.indexOf('?');
    database = decode(mark === -1 ? after.slice(1) : after.slice(1, mark), 'database') || undefined;
    query = mark === -1 ? '' : after.slice(mark + 1);
  } else if (after.startsWith('?')) {
    query = after.slice(1);
  }
  return {
    scheme: scheme[1]!,
    ...(user === undefined ? {} : { user }),
    ...(password === undefined ? {} : { password }),
    hosts,
    ...(database === undefined ? {} : { database }),
    params: parseParams(query),
  };
}

/** `url` written out, every part percent-encoded as libpq and node-postgres both read it. */
export function formatPostgresUrl(url: PostgresUrl): string {
  const encode = encodeURIComponent;
  const credentials =
    url.user === undefined && url.password === undefined
      ? ''
      : `${encode(url.user ?? '')}${url.password === undefined ? '' : `:${encode(url.password)}`}@`;
  const hosts = url.hosts
    .map(({ host, port }) => {
      const ipv6 = host.includes(':') && !host.startsWith('/');
      const name = ipv6 ? `[${host.replaceAll('%', '%25')}]` : encode(host);
      return port === undefined ? name : `${name}:${port}`;
    })
    .join(',');
  const query = url.params.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return `${url.scheme}://${credentials}${hosts}/${encode(url.database ?? '')}${query === '' ? '' : `?${query}`}`;
}

/** What a URL asks for once its query has had its say (a keyword there wins, as in libpq). */
export interface PostgresSettings {
  /** Comma-separated when several; a socket directory starts with `/`. */
  host?: string;
  port?: string;
  user?: string;
  password?: string;
  database?: string;
  /** Every other keyword (sslmode, options, application_name …), in order. */
  options: [string, string][];
}

const SETTING_OF: Record<string, keyof Omit<PostgresSettings, 'options'>> = {
  host: 'host',
  port: 'port',
  user: 'user',
  password: 'password',
  dbname: 'database',
};

export function postgresSettings(url: PostgresUrl): PostgresSettings {
  const hosts = url.hosts.map(({ host }) => host).join(',');
  const ports = url.hosts.some(({ port }) => port !== undefined)
    ? url.hosts.map(({ port }) => port ?? '').join(',')
    : '';
  const settings: PostgresSettings = {
    ...(hosts === '' ? {} : { host: hosts }),
    ...(ports === '' ? {} : { port: ports }),
    ...(url.user === undefined ? {} : { user: url.user }),
    ...(url.password === undefined ? {} : { password: url.password }),
    ...(url.database === undefined ? {} : { database: url.database }),
    options: [],
  };
  for (const [keyword, value] of url.params) {
    const setting = SETTING_OF[keyword];
    if (setting === undefined) settings.options.push([keyword, value]);
    else if (value === '') delete settings[setting];
    else settings[setting] = value;
  }
  return settings;
}

/** The database `url` names (its path, or a `dbname` keyword); undefined for libpq's default. */
export function databaseNameOf(url: string): string | undefined {
  return postgresSettings(parsePostgresUrl(url)).database;
}

/** `url` naming database `name` instead, in the same form otherwise. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = parsePostgresUrl(url);
  return formatPostgresUrl({
    ...parsed,
    database: name,
    params: parsed.params.filter(([keyword]) => keyword !== 'dbname'),
  });
}

/**
 * `url` without its password (in the user information or a `password` keyword), and the password:
 * for a child process, which takes it in PGPASSWORD rather than on a command line `ps` shows.
 */
export function splitPassword(url: string): { url: string; password?: string } {
  const parsed = parsePostgresUrl(url);
  const { password } = postgresSettings(parsed);
  const { password: _password, ...rest } = parsed;
  return {
    url: formatPostgresUrl({
      ...rest,
      params: parsed.params.filter(([keyword]) => keyword !== 'password'),
    }),
    ...(password === undefined ? {} : { password }),
  };
}
