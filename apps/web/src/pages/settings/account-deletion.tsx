import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client.js';
import { useDeleteAccount } from '../../api/hooks.js';
import { useAuth } from '../../auth/auth-context.js';
import { clearSession } from '../../auth/session.js';
import { notify } from '../../toasts/notify.js';

/** idle -> confirm -> deleting; success signs out and goes to /, failure returns to idle. */
export function AccountDeletion() {
  const [confirming, setConfirming] = useState(false);
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

  const confirm = () =>
    remove.mutate(undefined, {
      // The token is dead now: drop it at once so no request carries it (a 401 would send the
      // player to /login), then leave for /. The sign-out itself waits until this signed-in page
      // has unmounted: done here, the route guard would still see it and bounce to /login.
      onSuccess: () => {
        clearSession(localStorage);
        signOutOnLeave.current = true;
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(errorText(error, 'Failed to delete account'));
      },
    });

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
        <div
          className="mt-4 flex flex-wrap items-center gap-3"
          role="group"
          aria-label="Confirm deletion"
        >
          <p className="w-full font-medium text-red-300">
            Are you sure you want to delete your account?
          </p>
          <button
            type="button"
            className="btn-danger"
            disabled={remove.isPending}
            onClick={confirm}
          >
            {remove.isPending ? 'Deleting...' : 'Yes, Delete My Account'}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={remove.isPending}
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="btn-danger mt-4" onClick={() => setConfirming(true)}>
          Delete Account
        </button>
      )}
    </section>
  );
}
