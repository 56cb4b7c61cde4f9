import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identityKey } from '../src/accounts/index.js';

describe('identityKey', () => {
  it('gives every case and composition of a text one key, and keys are fixed points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => {
        const key = identityKey(text);
        expect(identityKey(key)).toBe(key);
        expect(identityKey(text.toUpperCase())).toBe(key);
        expect(identityKey(text.toLowerCase())).toBe(key);
        expect(identityKey(text.normalize('NFD'))).toBe(key);
        expect(identityKey(text.normalize('NFC'))).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  // Every code point with a case or a compatibility form: planes 0 and 1, and plane 2's CJK
  // compatibility ideographs (the rest of plane 2 and the planes above have neither).
  it('holds for every code point alone', () => {
    for (let cp = 0; cp < 0x2fa20; cp++) {
      if ((cp >= 0xd800 && cp <= 0xdfff) || (cp >= 0x20000 && cp < 0x2f800)) continue;
      const text = String.fromCodePoint(cp);
      const key = identityKey(text);
      if (
        identityKey(key) !== key ||
        identityKey(text.toUpperCase()) !== key ||
        identityKey(text.toLowerCase()) !== key
      ) {
        expect.fail(`U+${cp.toString(16)}: ${key}`);
      }
    }
  });

  it('folds the letters that lower() missed, and only spelling', () => {
    expect(identityKey('Élise@Example.org')).toBe('élise@example.org');
    expect(identityKey('E\u0301lise@example.org')).toBe('élise@example.org');
    expect(identityKey('STRASSE')).toBe(identityKey('Straße'));
    expect(identityKey('ΣΟΦΟΣ')).toBe(identityKey('σοφος'));
    expect(identityKey('Ｅｍｉｌｅ')).toBe('emile');
    expect(identityKey('Émile')).not.toBe(identityKey('Emile'));
    expect(identityKey(' ada')).not.toBe(identityKey('ada'));
  });
});
