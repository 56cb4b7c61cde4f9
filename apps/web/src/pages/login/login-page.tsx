import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../api/client.js';
import { useAuth } from '../../auth/auth-context.js';
import { Field } from '../../components/field.js';
import { notify } from '../../toasts/notify.js';

/** The e-mail a just-registered player signed up with (the register page passes it on). */
function registeredEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * Sign in (docs/spec.md §2): success goes to / and closes earlier error toasts (they no longer hold);
 * failure is a persistent error toast.
 */
export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const email = registeredEmail(location.state);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await login(String(form.get('email')), String(form.get('password')));
      notify.clearErrors();
      navigate('/', { replace: true });
    } catch (error) {
      const message =
        error instanceof Error && error.message === 'Invalid response from server'
          ? error.message
          : errorText(error, 'Login failed');
      notify.error(message, { persistent: true });
      setBusy(false);
    }
  }

  return (
    <section className="panel mx-auto max-w-md">
      <h1 className="text-3xl font-semibold text-white">Sign In</h1>
      <p className="mt-2 text-slate-300">Welcome back, explorer.</p>
      <form className="mt-6 space-y-4" onSubmit={onSubmit}>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          // After registering the e-mail is there: the password is what is left to type.
          autoFocus={email !== ''}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="link">
          Forgot your password?
        </Link>
      </p>
      <p className="mt-6 text-center text-sm text-slate-300">
        New here?{' '}
        <Link to="/register" className="link">
          Create an account
        </Link>
      </p>
    </section>
  );
}
