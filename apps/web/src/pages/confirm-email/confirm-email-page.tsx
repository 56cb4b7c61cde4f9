import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/api.js';
import { answer, errorText } from '../../api/client.js';
import { useConfirmEmail } from '../../queries/hooks.js';
import { useAuth } from '../../auth/auth-context.js';

/** The server's words for a link that cannot be used (unknown, used or expired). */
const LINK_NOT_VALID =
  'This confirmation link is not valid or has expired. Ask for the change again.';

/**
 * Where the link mailed to a new address leads (`?token=`). Opening it changes nothing (mail
 * scanners open links); the button confirms, signed in or not. A signed-in browser then shows
 * its profile as the server now has it.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const { isLoggedIn, updateUser } = useAuth();

  function onConfirm() {
    confirm.mutate(token, {
      onSuccess: () => {
        if (!isLoggedIn) return;
        answer(api.GET('/auth/me')).then(updateUser, () => undefined);
      },
    });
  }

  return (
    <section className="panel mx-auto max-w-md">
      <h1 className="text-3xl font-semibold text-white">Confirm Email</h1>
      {confirm.isSuccess ? (
        <div className="mt-4 space-y-4">
          <p role="status" className="text-slate-200">
            {confirm.data.message}
          </p>
          <Link to={isLoggedIn ? '/settings' : '/login'} className="btn-primary block text-center">
            {isLoggedIn ? 'Back to Settings' : 'Sign In'}
          </Link>
        </div>
      ) : token === '' ? (
        <p role="alert" className="mt-4 text-rose-300">
          {LINK_NOT_VALID}
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-slate-300">
            Use this address for your Orrery account? Mail from Orrery goes here from now on.
          </p>
          {confirm.isError && (
            <p role="alert" className="text-rose-300">
              {errorText(confirm.error, 'Could not confirm the address')}
            </p>
          )}
          <button
            type="button"
            className="btn-primary w-full"
            disabled={confirm.isPending}
            onClick={onConfirm}
          >
            {confirm.isPending ? 'Confirming...' : 'Confirm Email Address'}
          </button>
        </div>
      )}
    </section>
  );
}
