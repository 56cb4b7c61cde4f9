import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (already checked by isIPv6), or undefined. */
function hextetsOf(address: string): number[] | undefined {
  // An IPv4 tail (::ffff:192.0.2.1) is two groups.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
      .map((group) => group.toString(16))
      .join(':'),
  );
  const [head = '', rest] = text.split('::');
  const groups = (part: string | undefined) =>
    part === undefined || part === '' ? [] : part.split(':').map((group) => parseInt(group, 16));
  const left = groups(head);
  const right = groups(rest);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return undefined;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

/**
 * The key a client address is limited under: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64, the block one subscriber is usually given
 * whole (counting each of its addresses apart would give one client 2^64 tries).
 */
export function addressGroup(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const hextets = hextetsOf(bare.toLowerCase());
  if (!hextets) return bare;
  const mapped = hextets.slice(0, 5).every((group) => group === 0) && hextets[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
