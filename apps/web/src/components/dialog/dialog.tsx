import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { trapTab } from './trap-tab.js';
import { useScrollLock } from './use-scroll-lock.js';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class for the panel. */
  size?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the page inert, Tab cycles inside, Escape
 * closes it; page scroll is locked while open.
 */
export function Dialog({ open, onClose, title, children, size = 'max-w-md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`dialog-panel ${size}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => trapTab(event, ref.current)}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-semibold text-white">
              {title}
            </h2>
            <button type="button" className="btn-ghost -mt-1 -mr-2 px-2" onClick={onClose}>
              <span aria-hidden="true">✕</span>
              <span className="sr-only">Close</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
