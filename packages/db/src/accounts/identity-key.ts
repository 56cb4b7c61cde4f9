/**
 * The key an e-mail address or a society name is compared by: two spellings with one key are one
 * identity. NFKC (canonical composition, so `é` typed as one code point or as `e` and an accent is
 * one letter, plus compatibility forms: fullwidth `Ｅ` and ligatures such as `ﬁ` are their plain
 * letters), then case folded, then NFKC again (folding can leave a sequence uncomposed).
 *
 * JavaScript has no case folding of its own; lowercase, uppercase, lowercase again reaches the same
 * key for every case variant: `ß`, `ẞ` and `SS` are `ss`, final `ς` is `σ`. It is stricter than
 * Unicode's full folding in a few letters (dotless `ı` and `i` are one key), never looser: a stricter
 * key refuses a look-alike second account, a looser one would let it in. Locale-independent, so a
 * key is the same on every server.
 */
export function identityKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');
}
