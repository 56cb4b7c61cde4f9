import { formatIn } from '@orrery/format';
import { DateText } from './date-format.js';
import { useNow } from './use-now.js';

/**
 * When something opens, for a message: relative (kept current while shown) and absolute, the
 * absolute time in the player's chosen date format (Earth or ASD), e.g.
 * "in 23h 59m (24/11/2026, 18:52:52)".
 */
export function WhenText({ at }: { at: string }) {
  const now = useNow(true);
  return (
    <>
      {formatIn(Date.parse(at) - now)} (<DateText value={at} />)
    </>
  );
}
