import { useState } from 'react';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useBlockSociety, useBlockState } from '../../queries/trade-hooks.js';
import { Dialog } from '../../components/dialog/dialog.js';
import { ProposeDialog } from '../trades/propose-dialog.js';
import { useTheirSystems } from '../trades/use-their-systems.js';

/** On another society's profile: propose a trade to it, or block it. */
export function SocietyTrading({ username }: { username: string }) {
  const [dialog, setDialog] = useState<'propose' | 'block' | null>(null);
  const theirSystems = useTheirSystems(username);
  const block = useBlockSociety(username);
  const state = useBlockState(username);
  // What was just set here, else what the server says (the block kept across visits).
  const blocked = block.isSuccess ? block.variables : (state.data?.blocked ?? false);
  const blockedYou = state.data?.blockedYou ?? false;
  const failed = block.isError && !isUnauthorized(block.error);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn-primary"
        disabled={blocked || blockedYou}
        onClick={() => setDialog('propose')}
      >
        Propose a trade
      </button>
      {blocked ? (
        <button
          type="button"
          className="btn-secondary"
          disabled={block.isPending}
          onClick={() => block.mutate(false)}
        >
          Unblock
        </button>
      ) : (
        <button type="button" className="btn-ghost" onClick={() => setDialog('block')}>
          Block
        </button>
      )}
      {blockedYou && !blocked && (
        <p role="note" className="text-sm text-slate-300">
          This society does not accept offers from you.
        </p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-rose-300">
          {errorText(block.error, 'That did not work. Try again.')}
        </p>
      )}
      <ProposeDialog
        open={dialog === 'propose'}
        onClose={() => setDialog(null)}
        to={username}
        theirSystems={theirSystems}
      />
      <Dialog
        open={dialog === 'block'}
        onClose={() => setDialog(null)}
        title={`Block ${username}?`}
      >
        <p className="text-slate-200">
          You and {username} will not be able to trade: no offers either way, until you unblock them
          here.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-danger"
            disabled={block.isPending}
            onClick={() => block.mutate(true, { onSuccess: () => setDialog(null) })}
          >
            Block {username}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setDialog(null)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </div>
  );
}
