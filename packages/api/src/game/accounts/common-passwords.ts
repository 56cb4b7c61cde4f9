// Passwords that appear in published breach lists are the first a guesser tries: the list zxcvbn-ts
// ships (@zxcvbn-ts/language-common, "passwords-common": about 49,000 entries from breach corpora,
// all lower case). Only a set lookup, not zxcvbn's strength estimate. Loaded on the first password
// that needs checking, not at start: the list takes tens of milliseconds to decompress.

export const COMMON_PASSWORD = 'This password is too common: choose one that is harder to guess';

let common: Promise<ReadonlySet<string>> | undefined;

async function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  const loaded = await import('@zxcvbn-ts/language-common');
  // The CommonJS build, which a bundler may pick (the CLI's esbuild does), arrives as the default.
  const { dictionary } =
    'dictionary' in loaded ? loaded : (loaded as unknown as { default: typeof loaded }).default;
  return new Set(dictionary['passwords-common']);
}

/** True when the password, in any case, is on the list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= loadCommonPasswords();
  return (await common).has(password.toLowerCase());
}
