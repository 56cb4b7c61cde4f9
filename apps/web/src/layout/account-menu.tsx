import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context.js';

/** Account menu: Ledger, Settings, Logout (docs/spec.md §2). Closes on Escape or a click outside. */
export function AccountMenu() {
  const { user, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="btn-ghost flex items-center gap-2"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true">
          {user.username.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{user.username}</span>
        <span className="sr-only">account menu</span>
      </button>
      {open && (
        <ul id={menuId} className="menu-panel right-0 w-44" onClick={() => setOpen(false)}>
          <li>
            <Link className="menu-item" to={`/society/${encodeURIComponent(user.username)}`}>
              Profile
            </Link>
          </li>
          <li>
            <Link className="menu-item" to="/ledger">
              Ledger
            </Link>
          </li>
          <li>
            <Link className="menu-item" to="/settings">
              Settings
            </Link>
          </li>
          <li>
            <button type="button" className="menu-item w-full text-left" onClick={() => logout()}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
