import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.js';

const hextet = fc.integer({ min: 0, max: 0xffff });
const hextets = fc.array(hextet, { minLength: 8, maxLength: 8 });
const full = (groups: number[]) => groups.map((group) => group.toString(16)).join(':');

describe('addressGroup', () => {
  it('keeps an IPv4 address, also written IPv4-mapped', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressGroup('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 by /64, whichever way it is written', () => {
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('::')).toBe('0:0:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('')).toBe('');
  });

  it('gives every address of a /64 one key, and addresses of other /64s other keys', () => {
    fc.assert(
      fc.property(hextets, hextets, (a, b) => {
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)];
        // An IPv4-mapped address is keyed as IPv4, not by its /64.
        fc.pre(!(a.slice(0, 5).every((group) => group === 0) && a[5] === 0xffff));
        expect(addressGroup(full(sameNetwork))).toBe(addressGroup(full(a)));
        const differs = a.slice(0, 4).some((group, i) => group !== b[i]);
        if (differs && !(b.slice(0, 5).every((g) => g === 0) && b[5] === 0xffff)) {
          expect(addressGroup(full(b))).not.toBe(addressGroup(full(a)));
        }
      }),
    );
  });

  it('reads a compressed form like the full one', () => {
    fc.assert(
      fc.property(
        hextets,
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 8 }),
        (groups, at, length) => {
          const zeroed = groups.map((group, i) => (i >= at && i < at + length ? 0 : group));
          const left = zeroed.slice(0, at).map((g) => g.toString(16));
          const right = zeroed.slice(Math.min(8, at + length)).map((g) => g.toString(16));
          const compressed = `${left.join(':')}::${right.join(':')}`;
          expect(addressGroup(compressed)).toBe(addressGroup(full(zeroed)));
        },
      ),
    );
  });
});
