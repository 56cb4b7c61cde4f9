import { useState } from 'react';
import { errorText } from '../../api/client.js';
import { useCollection } from '../../queries/hooks.js';
import { useProposeTrade } from '../../queries/trade-hooks.js';
import { Dialog } from '../../components/dialog/dialog.js';
import { TRADING_DEFAULTS } from '@orrery/domain';
import { Field } from '../../components/field.js';
import { parseCredits } from './credits.js';
import type { TileSystem } from './system-tile.js';
import { SystemPicker, type PickableSystem } from './system-picker.js';
import { TradeConfirmation } from './trade-confirmation.js';
import { weighOffer } from './trade-worth.js';

// The game's default limits, checked again by the server against the galaxy's own.
const { maxSystemsPerSide, messageMaxLength } = TRADING_DEFAULTS;

type Step = 'give' | 'get' | 'review';

export interface ProposeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The society's username, as profiles are named. */
  to: string;
  /** What of theirs may be asked for: their public systems. */
  theirSystems: readonly PickableSystem[];
  /** Where to start: a counter starts from the offer it answers, a system page from its system. */
  initial?: { give?: string[]; get?: string[]; giveCredits?: number; getCredits?: number };
  /** The offer this one counters (and replaces). */
  counters?: number;
  title?: string;
}

/** Choose what you give and what you ask for, then confirm both sides and send the offer. */
export function ProposeDialog(props: ProposeDialogProps) {
  const { open, onClose, title = `Propose a trade to ${props.to}` } = props;
  return (
    <Dialog open={open} onClose={onClose} title={title} size="max-w-3xl">
      {/* Mounted while open only, so each opening starts afresh. */}
      {open && <ProposeForm {...props} />}
    </Dialog>
  );
}

function ProposeForm({ to, theirSystems, initial = {}, onClose, counters }: ProposeDialogProps) {
  const collection = useCollection();
  const propose = useProposeTrade();
  const [step, setStep] = useState<Step>(initial.give?.length ? 'get' : 'give');
  const [give, setGive] = useState<string[]>(initial.give ?? []);
  const [get, setGet] = useState<string[]>(initial.get ?? []);
  const [giveText, setGiveText] = useState(String(initial.giveCredits ?? ''));
  const [getText, setGetText] = useState(String(initial.getCredits ?? ''));
  const [message, setMessage] = useState('');

  const mine = collection.data ?? [];
  const systems = new Map<string, TileSystem>([...mine, ...theirSystems].map((s) => [s.hash, s]));
  const giveCredits = parseCredits(giveText);
  const getCredits = parseCredits(getText);
  const creditsValid = 'credits' in giveCredits && 'credits' in getCredits;
  const pick = (hashes: string[]) => hashes.flatMap((hash) => systems.get(hash) ?? []);
  const mineSide = { systems: pick(give), credits: creditsValid ? giveCredits.credits : 0 };
  const theirSide = { systems: pick(get), credits: creditsValid ? getCredits.credits : 0 };
  const empty =
    give.length === 0 &&
    get.length === 0 &&
    (!creditsValid || giveCredits.credits + getCredits.credits === 0);

  const steps: [Step, string][] = [
    ['give', `You give (${give.length})`],
    ['get', `You ask for (${get.length})`],
    ['review', 'Review'],
  ];
  return (
    <div className="space-y-5">
      <div className="segmented" role="group" aria-label="Steps">
        {steps.map(([key, label]) => (
          <button key={key} type="button" aria-pressed={step === key} onClick={() => setStep(key)}>
            {label}
          </button>
        ))}
      </div>

      {step === 'give' && (
        <div className="space-y-4">
          {collection.isPending ? (
            <p className="text-slate-300">Loading...</p>
          ) : (
            <SystemPicker
              label="Systems you give"
              systems={mine}
              chosen={give}
              onChange={setGive}
              max={maxSystemsPerSide}
              emptyText="You hold no systems yet: you may still offer Ϟ."
            />
          )}
          <Field
            label="Ϟ you give"
            inputMode="numeric"
            value={giveText}
            placeholder="0"
            onChange={(event) => setGiveText(event.target.value)}
            error={'error' in giveCredits ? giveCredits.error : undefined}
            hint="Not set aside: you need it when the offer is accepted."
          />
        </div>
      )}

      {step === 'get' && (
        <div className="space-y-4">
          <SystemPicker
            label="Systems you ask for"
            systems={theirSystems}
            chosen={get}
            onChange={setGet}
            max={maxSystemsPerSide}
            emptyText={`${to} shows no systems publicly. Ask for Ϟ, or leave it empty to make a gift.`}
          />
          <Field
            label="Ϟ you ask for"
            inputMode="numeric"
            value={getText}
            placeholder="0"
            onChange={(event) => setGetText(event.target.value)}
            error={'error' in getCredits ? getCredits.error : undefined}
          />
        </div>
      )}

      {step === 'review' && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!creditsValid || empty) return;
            propose.mutate(
              {
                to,
                give,
                get,
                giveCredits: giveCredits.credits,
                getCredits: getCredits.credits,
                ...(message.trim() ? { message: message.trim() } : {}),
                ...(counters === undefined ? {} : { counters }),
              },
              { onSuccess: onClose },
            );
          }}
        >
          <TradeConfirmation
            counterpart={to}
            mine={mineSide}
            theirs={theirSide}
            weighed={weighOffer(mineSide, theirSide)}
          />
          <label className="flex flex-col gap-1 text-sm text-slate-200">
            Message (optional, up to {messageMaxLength} characters)
            <textarea
              className="input min-h-20"
              maxLength={messageMaxLength}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </label>
          {empty && (
            <p className="text-sm text-slate-300">
              Choose at least one system or some Ϟ on either side.
            </p>
          )}
          {!creditsValid && <p className="text-sm text-rose-300">Check the Ϟ amounts.</p>}
          {propose.isError && (
            <p role="alert" className="text-sm text-rose-300">
              {errorText(propose.error, 'The offer could not be sent.')}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className="btn-primary"
              disabled={empty || !creditsValid || propose.isPending}
            >
              {get.length === 0 && creditsValid && getCredits.credits === 0
                ? 'Send gift'
                : 'Send offer'}
            </button>
            <button type="button" className="btn-secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}

      {step !== 'review' && (
        <div className="flex justify-end">
          <button
            type="button"
            className="btn-primary"
            onClick={() => setStep(step === 'give' ? 'get' : 'review')}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
