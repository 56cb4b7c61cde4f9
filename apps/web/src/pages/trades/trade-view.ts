import { formatIn } from '@orrery/format';
import type { Trade, TradeState } from '../../api/trade-types.js';
import type { TileSystem } from './system-tile.js';

/** One side of a trade as the viewer reads it: its systems and its Ϟ. */
export interface TradeSide {
  systems: readonly TileSystem[];
  credits: number;
}

/** A trade from the viewer's side: what they give, what they get, with whom, and which is less. */
export interface ViewerTrade {
  sent: boolean;
  counterpart: string;
  mine: TradeSide;
  theirs: TradeSide;
  value: { give: number; get: number };
  /** The viewer's side ('give') or the other ('get') when worth far less; null when fair. */
  lesser: 'give' | 'get' | null;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const flip = { give: 'get', get: 'give' } as const;

/** The offer's `give` is its sender's: the receiver gives the `get` side. */
export function viewerTrade(trade: Trade, viewer: string): ViewerTrade {
  const proposer = { systems: trade.give, credits: trade.giveCredits };
  const receiver = { systems: trade.get, credits: trade.getCredits };
  if (same(trade.from, viewer)) {
    return {
      sent: true,
      counterpart: trade.to,
      mine: proposer,
      theirs: receiver,
      value: trade.value,
      lesser: trade.valueWarning,
    };
  }
  return {
    sent: false,
    counterpart: trade.from,
    mine: receiver,
    theirs: proposer,
    value: { give: trade.value.get, get: trade.value.give },
    lesser: trade.valueWarning === null ? null : flip[trade.valueWarning],
  };
}

export const STATE_LABELS: Record<TradeState, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  void: 'No longer possible',
};

/** An open offer's time left (`Expires in 2d 4h`); a closed one's, nothing. */
export function timeLeftText(
  trade: Pick<Trade, 'state' | 'expiresAt'>,
  now: number,
): string | null {
  if (trade.state !== 'open') return null;
  const left = Date.parse(trade.expiresAt) - now;
  return left > 0 ? `Expires ${formatIn(left)}` : 'Expiring now';
}

/** A gift: its sender asks nothing in return. */
export function isGift(trade: Pick<Trade, 'get' | 'getCredits'>): boolean {
  return trade.get.length === 0 && trade.getCredits === 0;
}
