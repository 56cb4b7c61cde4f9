import { isIP } from 'node:net';

/**
 * Which peers may say who the client is (X-Forwarded-For, X-Forwarded-Proto). `false` trusts none:
 * the socket's address is the client. A number trusts that many proxy hops in front of this server;
 * a list trusts those proxy addresses or CIDR ranges (and proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function cidrProblem(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return undefined;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) {
    return `"${entry}" has an invalid prefix length`;
  }
  return undefined;
}

/**
 * Parses TRUST_PROXY: unset, `false` or `0` → trust none; a whole number → that many hops;
 * otherwise a comma-separated list of addresses and CIDR ranges. Throws with the reason.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('at most 10 proxy hops');
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = entry === '' ? 'an empty entry' : cidrProblem(entry);
    if (problem) {
      throw new Error(`${problem}; use a number of hops or addresses/CIDR ranges, comma-separated`);
    }
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a setting. A hop count becomes a function that trusts the first `n`
 * hops (Fastify 5 treats a bare number as trusting nobody, since a count cannot check the peer).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
