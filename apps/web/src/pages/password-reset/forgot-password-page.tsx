import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../api/client.js';
import { useRequestPasswordReset } from '../../queries/hooks.js';
import { Field } from '../../components/field.js';
import { notify } from '../../toasts/notify.js';

/**
 * Forgot password, step one: the server mails a reset link if an account uses the address, and
 * answers the same either way, so this page says the same either way.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [emailError, setEmailError] = useState<string>();
  const [sent, setSent] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setEmailError(undefined);
    request.mutate(email, {
      onSuccess: (result) => setSent(result.message),
      onError: (error) => {
        const detail = error instanceof ApiError ? error.details.email : undefined;
        if (detail) setEmailError(detail);
        else notify.error(errorText(error, 'Could not send the link'), { persistent: true });
      },
    });
  }

  return (
    <section className="panel mx-auto max-w-md">
      <h1 className="text-3xl font-semibold text-white">Forgot Password</h1>
      {sent ? (
        <p role="status" className="mt-4 text-slate-200">
          {sent}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-300">
            Enter your account’s e-mail address and we will send you a link to choose a new
            password.
          </p>
          <form className="mt-6 space-y-4" onSubmit={onSubmit}>
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              error={emailError}
            />
            <button type="submit" className="btn-primary w-full" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send Reset Link'}
            </button>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-300">
        Remembered it?{' '}
        <Link to="/login" className="link">
          Sign in
        </Link>
      </p>
    </section>
  );
}
