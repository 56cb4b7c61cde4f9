import { TRADING_DEFAULTS } from '@orrery/domain';

/** The most Ϟ one side of an offer may name by default; the server checks the galaxy's own. */
const MAX_OFFER_CREDITS = TRADING_DEFAULTS.maxCredits;

/** A typed Ϟ amount: a whole number from 0 to the maximum, or the reason it is not. */
export function parseCredits(text: string): { credits: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { credits: 0 };
  if (!/^\d+$/.test(trimmed)) return { error: 'Enter a whole number of Ϟ, 0 or more.' };
  const credits = Number(trimmed);
  if (credits > MAX_OFFER_CREDITS) {
    return { error: `At most ${MAX_OFFER_CREDITS.toLocaleString('en-US')} Ϟ per side.` };
  }
  return { credits };
}
