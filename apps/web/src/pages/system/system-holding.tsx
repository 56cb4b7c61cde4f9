import { useState } from 'react';
import type { FullSystem } from '../../api/types.js';
import { useAuth } from '../../auth/auth-context.js';
import { DateText } from '../../format/date-format.js';
import { PRIVATE_SOCIETY, collectorName } from '../../game/discoverer.js';
import { ProposeDialog } from '../trades/propose-dialog.js';
import { useTheirSystems } from '../trades/use-their-systems.js';

/** Who holds the system now (a username, null for a private society), when it is not the viewer. */
function holderOf(system: FullSystem, viewer: string | undefined): string | null | undefined {
  const holder = system.heldBy ?? system.discoverer;
  if (!holder || (viewer && holder.username?.toLowerCase() === viewer.toLowerCase()))
    return undefined;
  return holder.username;
}

/**
 * The discoverer stays the discoverer; a traded system adds who holds it now and who held it
 * since (docs/game-rules.md, "Trading"). A system held by another public society may be asked for.
 */
export function SystemHolding({ system }: { system: FullSystem }) {
  const { user } = useAuth();
  const [proposing, setProposing] = useState(false);
  const holder = user && system.discovered ? holderOf(system, user.username) : undefined;
  const holders = system.holders ?? [];
  if (!system.heldBy && typeof holder !== 'string') return null;
  return (
    <section aria-label="Holding" className="panel space-y-3">
      {system.heldBy && (
        <p className="text-slate-200">
          Held by{' '}
          <strong className="text-white" data-testid="held-by">
            {system.heldBy.username ?? PRIVATE_SOCIETY}
          </strong>
        </p>
      )}
      {holders.length > 0 && (
        <ol aria-label="Holders" className="space-y-1 text-sm text-slate-300">
          <li>
            {collectorName(system, user)}, its discoverer, from{' '}
            <DateText value={system.discoveryDate} />
          </li>
          {holders.map((entry) => (
            <li key={entry.since}>
              {entry.username ?? PRIVATE_SOCIETY} from <DateText value={entry.since} />
            </li>
          ))}
        </ol>
      )}
      {typeof holder === 'string' && (
        <>
          <button type="button" className="btn-secondary" onClick={() => setProposing(true)}>
            Propose a trade to {holder}
          </button>
          <Proposal
            system={system}
            holder={holder}
            open={proposing}
            onClose={() => setProposing(false)}
          />
        </>
      )}
    </section>
  );
}

function Proposal(props: {
  system: FullSystem;
  holder: string;
  open: boolean;
  onClose: () => void;
}) {
  const { system, holder, open, onClose } = props;
  const theirSystems = useTheirSystems(holder, [system]);
  return (
    <ProposeDialog
      open={open}
      onClose={onClose}
      to={holder}
      theirSystems={theirSystems}
      initial={{ get: [system.hash] }}
    />
  );
}
