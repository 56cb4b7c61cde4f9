import { useId } from 'react';
import { notify } from '../toasts/notify.js';

/**
 * A share link (a server-rendered page with a preview image for other sites, which then opens the
 * app): shown in full, selectable, with a button that copies it.
 */
export function ShareLink({ path, what }: { path: string; what: string }) {
  const id = useId();
  const url = `${window.location.origin}${path}`;
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => notify.success('Share link copied'))
      .catch(() => notify.error('Could not copy the link; select it and copy it yourself'));
  return (
    <div className="flex max-w-xl flex-col gap-1 text-sm text-slate-300">
      <label htmlFor={id}>Share {what}</label>
      <div className="flex gap-2">
        <input
          id={id}
          className="input min-w-0 flex-1 font-mono text-xs"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn-secondary shrink-0" onClick={copy}>
          Copy link
        </button>
      </div>
    </div>
  );
}
