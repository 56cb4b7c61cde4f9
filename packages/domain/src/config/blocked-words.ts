// The default words a public system name may not hold (name-filter.ts says how they match).

/** The default list: profanity and slurs players should not see on a card. */
export const DEFAULT_BLOCKED_WORDS: readonly string[] = [
  'ass',
  'asshole',
  'bastard',
  'bitch',
  'cock',
  'cunt',
  'dick',
  'fag',
  'faggot',
  'fuck',
  'hitler',
  'nazi',
  'nigga',
  'nigger',
  'penis',
  'pussy',
  'rape',
  'retard',
  'shit',
  'slut',
  'twat',
  'wank',
  'whore',
];
