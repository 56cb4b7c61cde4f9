import { MAX_SEARCH_LIMIT } from '@orrery/db/search';
import { z } from 'zod';
import { MAX_HISTORY_LIMIT } from './game/ledger/index.js';
import { SHOWCASE_SIZE } from './game/social/index.js';

// Inputs of the procedures. They check shape, types and sizes; the game rules check the rest
// (name and password policy, ranges with the spec's wording) and say which field is wrong.

/**
 * Text the server looks up, searches or stores. Control characters (U+0000–U+001F, U+007F–U+009F)
 * are refused: no name, hash, address or id holds one, PostgreSQL cannot take NUL in text, and
 * SQLite's full-text search ends a query at it.
 */
const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .regex(/^\P{Cc}*$/u, 'must not contain control characters');
/** A password: only its hash is kept or compared, so any character the player chose is taken. */
const secret = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const count = z.number().int().min(0);

export const registerInput = z.object({
  username: text(100),
  suffix: text(50).default(''),
  email: text(254),
  password: secret(200),
});

export const loginInput = z.object({ email: text(254), password: secret(200) });

export const updateEmailInput = z.object({ email: text(254), currentPassword: text(200) });

export const updatePasswordInput = z.object({
  currentPassword: secret(200),
  newPassword: secret(200),
});

export const systemInput = z.object({ hash: text(64).min(1, 'is required') });

export const discoveryStatus = z.enum(['all', 'discovered', 'undiscovered']);

export const searchInput = z.object({
  search: text(100).optional(),
  minPlanets: count.optional(),
  minStars: count.optional(),
  status: discoveryStatus.optional(),
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).optional(),
  sector: text(100).optional(),
});

/** Whole hours are checked by the buydown rule, which words the refusal as the spec does. */
export const buydownInput = z.object({ hours: z.number() });

export const historyInput = z.object({
  limit: z.number().int().min(1).max(MAX_HISTORY_LIMIT).optional(),
  offset: count.optional(),
});

export const emailPreferencesInput = z.object({
  preferences: z
    .array(z.object({ emailType: text(64), enabled: z.boolean() }))
    .max(20, 'too many preferences'),
});

export const utcToAsdInput = z.object({
  utc: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp' }),
});

export const societyInput = z.object({ username: text(100).min(1, 'is required') });

/** Both optional: only what is sent changes. The showcase rule checks ownership and duplicates. */
export const profileSettingsInput = z.object({
  private: z.boolean().optional(),
  showcase: z.array(text(64)).max(SHOWCASE_SIZE, `holds at most ${SHOWCASE_SIZE} cards`).optional(),
});

/** An IANA time zone name; the time-zone rule checks it names one (Intl) and says so per field. */
export const timeZoneInput = z.object({ timeZone: text(64) });

/** A static map's version (its URL names it): the generator version, a dash, a digest (mapKey). */
export const mapVersionInput = z.object({
  version: text(64).regex(/^\d+-[\w-]+$/, 'is not a map version'),
});

export const mapLabelsInput = mapVersionInput.extend({
  chunk: z.number().int().min(0).max(10_000_000),
});

export const mapDiscoveriesInput = z.object({
  since: z.number().int('must be a whole number').min(0).optional(),
});

/** A goal of the game config's catalogue, by its id. */
export const goalInput = z.object({ id: text(64).min(1, 'is required') });

export const requestPasswordResetInput = z.object({ email: text(254) });

export const resetPasswordInput = z.object({ token: text(200), password: secret(200) });

/** The query of a signed unsubscribe link (mail-links.ts writes it). */
export const unsubscribeInput = z.object({
  user: z.number().int().positive(),
  type: text(64),
  sig: text(100),
});
/** A public name for a system; its length, characters and words are the naming rule's to check. */
export const nameSystemInput = z.object({ hash: systemInput.shape.hash, name: text(100) });

/** A card finish by name; the finish rule says which there are. */
export const cardFinishInput = z.object({ hash: systemInput.shape.hash, finish: text(32) });

/** The current password, which deleting the account needs. */
export const deleteAccountInput = z.object({ currentPassword: text(200) });

/** The token of an address-confirmation link (email-change.ts). */
export const confirmEmailInput = z.object({ token: text(200) });

/** A system's hash on one side of an offer. */
const tradeHash = systemInput.shape.hash;

/** An offer (the rule checks the limits of the game config: systems per side, Ϟ, message). */
export const proposeTradeInput = z.object({
  to: text(100).min(1, 'is required'),
  give: z.array(tradeHash).max(100).default([]),
  get: z.array(tradeHash).max(100).default([]),
  giveCredits: z.number().default(0),
  getCredits: z.number().default(0),
  message: text(2000).default(''),
  /** The offer this one counters (it must have been sent to the proposer). */
  counters: z.number().int().min(1).optional(),
});

export const tradeIdInput = z.object({
  id: text(10)
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a trade id')
    .transform(Number),
});

export const tradeBoxInput = z.object({
  box: z.enum(['incoming', 'outgoing', 'history']).default('incoming'),
});

export const societyNameInput = z.object({ name: text(100).min(1, 'is required') });
