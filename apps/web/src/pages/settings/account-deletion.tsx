import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client.js';
import { useDeleteAccount } from '../../api/hooks.js';
import { useAuth } from '../../auth/auth-context.js';
import { notify } from '../../toasts/notify.js';
import { dangerButtonClass, headingClass, panelClass, plainButtonClass } from './settings-ui.js';

/** idle -> confirm -> deleting; success signs out and goes to /, failure returns to idle. */
export function AccountDeletion() {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  const { logout } = useAuth();
  const navigate = useNavigate();

  const confirm = () =>
    remove.mutate(undefined, {
      // Leave the signed-in route first: signing out on it would bounce to /login instead of /.
      onSuccess: async () => {
        await navigate('/', { replace: true });
        logout('/');
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(errorText(error, 'Failed to delete account'));
      },
    });

  return (
    <section className={`${panelClass} border-red-500/40`} aria-labelledby="delete-account">
      <h2 id="delete-account" className={headingClass}>
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
            className={dangerButtonClass}
            disabled={remove.isPending}
            onClick={confirm}
          >
            {remove.isPending ? 'Deleting...' : 'Yes, Delete My Account'}
          </button>
          <button
            type="button"
            className={plainButtonClass}
            disabled={remove.isPending}
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={`${dangerButtonClass} mt-4`}
          onClick={() => setConfirming(true)}
        >
          Delete Account
        </button>
      )}
    </section>
  );
}
