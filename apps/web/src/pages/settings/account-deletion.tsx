import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../api/client.js';
import { useDeleteAccount } from '../../queries/hooks.js';
import { useAuth } from '../../auth/auth-context.js';
import { clearSession } from '../../api/session.js';
import { Field } from '../../components/field.js';
import { notify } from '../../toasts/notify.js';

/**
 * idle -> confirm -> deleting; the confirmation asks for the current password. Success signs out
 * and goes to /; a wrong password stays on the confirmation with the field's error, any other
 * failure returns to idle.
 */
export function AccountDeletion() {
  const [confirming, setConfirming] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const signOutOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (signOutOnLeave.current) logout('/');
    },
    [logout],
  );

  const close = () => {
    setConfirming(false);
    setCurrentPassword('');
    setPasswordError(undefined);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(undefined);
    remove.mutate(currentPassword, {
      // The token is dead now: drop it at once so no request carries it (a 401 would send the
      // player to /login), then leave for /. The sign-out itself waits until this signed-in page
      // has unmounted: done here, the route guard would still see it and bounce to /login.
      onSuccess: () => {
        clearSession(localStorage);
        signOutOnLeave.current = true;
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        const wrongPassword = error instanceof ApiError ? error.details.currentPassword : undefined;
        if (wrongPassword) setPasswordError(wrongPassword);
        else close();
        notify.error(errorText(error, 'Failed to delete account'));
      },
    });
  };

  return (
    <section className="panel border-red-500/40" aria-labelledby="delete-account">
      <h2 id="delete-account" className="text-xl font-semibold text-white">
        Delete Account
      </h2>
      <p className="mt-2 text-sm text-slate-300">
        This action cannot be undone. All your data, including discovered planets, will be
        permanently deleted.
      </p>
      {confirming ? (
        <form className="mt-4 flex flex-col gap-3" aria-label="Confirm deletion" onSubmit={confirm}>
          <p className="font-medium text-red-300">Are you sure you want to delete your account?</p>
          <Field
            label="Current password"
            type="password"
            required
            autoComplete="current-password"
            value={currentPassword}
            error={passwordError}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-danger" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Yes, Delete My Account'}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={remove.isPending}
              onClick={close}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn-danger mt-4" onClick={() => setConfirming(true)}>
          Delete Account
        </button>
      )}
    </section>
  );
}
