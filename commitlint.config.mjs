// The commit message style, checked by the commit-msg hook (package.json "simple-git-hooks"):
// Conventional Commits, `type(scope): subject` in at most 72 characters, the subject in the
// imperative ("add", not "added", "adds" or "adding"), details in the body.

/** Imperatives that end like a past tense or a gerund. */
const IMPERATIVES = new Set([
  ...'bed embed shed shred wed'.split(' '),
  ...'bring cling fling ping ring sing sling spring sting string swing wring'.split(' '),
]);

/**
 * Whether `subject` may start with an imperative verb: a heuristic that refuses the usual slips, a
 * past tense (`added`; `need` and `seed` pass), a gerund (`adding`) and a third person (`adds`,
 * `fixes`; `pass`, `focus`, `alias` pass).
 */
export function startsImperative(subject) {
  const word = /^[a-z]+/i.exec(subject ?? '')?.[0]?.toLowerCase();
  if (word === undefined || IMPERATIVES.has(word)) return true;
  return !/[^e]ed$|ing$|[^suai]s$/.test(word);
}

export default {
  extends: ['@commitlint/config-conventional'],
  plugins: [
    {
      rules: {
        'subject-imperative': ({ subject }) => [
          startsImperative(subject),
          'start the subject with an imperative verb ("add", not "added", "adds" or "adding")',
        ],
      },
    },
  ],
  rules: {
    'header-max-length': [2, 'always', 72],
    'subject-imperative': [2, 'always'],
  },
};
