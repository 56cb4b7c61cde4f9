import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../api/client.js';
import { useResetPassword } from '../../queries/hooks.js';
import { NewPasswordFields, passwordsDiffer } from '../../components/new-password-fields.js';
import { notify } from '../../toasts/notify.js';

type FieldErrors = Partial<Record<'password' | 'confirmPassword' | 'token', string>>;

/** The server's words for a link that cannot be used (unknown, used or expired). */
const LINK_NOT_VALID = 'This reset link is not valid or has expired. Ask for a new one.';

/**
 * Forgot password, step two, opened from the mailed link (`?token=`): a new password, then sign in
 * (the reset ends every session of the account).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [errors, setErrors] = useState<FieldErrors>(token === '' ? { token: LINK_NOT_VALID } : {});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const differ = passwordsDiffer(form);
    if (differ) {
      setErrors(differ);
      return;
    }
    setErrors({});
    reset.mutate(
      { token, password },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          const details = error instanceof ApiError ? error.details : {};
          if (details.password || details.token) {
            setErrors({ password: details.password, token: details.token });
          } else {
            notify.error(errorText(error, 'Could not reset the password'), { persistent: true });
          }
        },
      },
    );
  }

  return (
    <section className="panel mx-auto max-w-md">
      <h1 className="text-3xl font-semibold text-white">Reset Password</h1>
      {errors.token ? (
        <div className="mt-4 space-y-4">
          <p role="alert" className="text-rose-300">
            {errors.token}
          </p>
          <Link to="/forgot-password" className="btn-primary block w-full text-center">
            Send a New Link
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-300">
            Choose a new password. Every device signed in to your account will be signed out.
          </p>
          <form className="mt-6 space-y-4" onSubmit={onSubmit}>
            <NewPasswordFields label="New password" errors={errors} />
            <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set New Password'}
            </button>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-300">
        <Link to="/login" className="link">
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
