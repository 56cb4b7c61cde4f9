import { TradeSideView } from './trade-side.js';
import type { TradeSide } from './trade-view.js';
import { worthWarning, type Weighed } from './trade-worth.js';

interface TradeConfirmationProps {
  counterpart: string;
  mine: TradeSide;
  theirs: TradeSide;
  weighed: Weighed;
}

/**
 * Both sides' cards with rarity and score, and a warning when one side is worth far less. The
 * warning informs; the player's choice stands (docs/game-rules.md, "The value warning").
 */
export function TradeConfirmation({ counterpart, mine, theirs, weighed }: TradeConfirmationProps) {
  const warning = worthWarning(weighed);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TradeSideView title="You give" side={mine} />
        <TradeSideView title={`You get from ${counterpart}`} side={theirs} />
      </div>
      {warning && (
        <p role="note" className="warning" data-testid="worth-warning">
          <strong>Check the values.</strong> {warning}
        </p>
      )}
    </div>
  );
}
