// The word filter of public system names (docs/game-rules.md, "Sinks"). A name is refused when one
// of its words, read with common letter swaps undone (0→o, 1→i, 3→e, 4→a, 5→s, 7→t, @→a, $→s),
// is a blocked word, or when the name's letters run together hold a blocked word of 5 or more
// letters. Short words are matched whole only, so "Grassland" or "Cassiopeia" stay allowed.

const SWAPS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

const unswap = (text: string) => [...text.toLowerCase()].map((c) => SWAPS[c] ?? c).join('');

/** Whether `name` holds a word of `blocked` (lower case). */
export function isBlockedName(name: string, blocked: readonly string[]): boolean {
  const words = unswap(name)
    .split(/[\s'-]+/)
    .map((w) => w.replace(/[^a-z]/g, ''));
  const joined = words.join('');
  return blocked.some(
    (word) => words.includes(word) || (word.length >= 5 && joined.includes(word)),
  );
}
