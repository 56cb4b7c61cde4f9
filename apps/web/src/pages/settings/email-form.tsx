import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, errorText } from '../../api/client.js';
import { useUpdateEmail } from '../../queries/hooks.js';
import { useAuth } from '../../auth/auth-context.js';
import { Field } from '../../components/field.js';
import { notify } from '../../toasts/notify.js';

type FieldErrors = Partial<Record<'email' | 'currentPassword', string>>;

/**
 * A new address with the current password. The server mails the new address a link; the form then
 * says so, and the address changes once the link is opened (/confirm-email). Another spelling of
 * the same address changes at once.
 */
export function EmailForm() {
  const { user, updateUser } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<string | null>(null);
  const update = useUpdateEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    update.mutate(
      { email, currentPassword },
      {
        onSuccess: (answer) => {
          setCurrentPassword('');
          setPending(answer.pendingEmail);
          if (answer.pendingEmail === null) {
            updateUser({ email });
            notify.success('Email updated successfully');
          }
        },
        onError: (error) => {
          const details = error instanceof ApiError ? error.details : {};
          setErrors({ email: details.email, currentPassword: details.currentPassword });
          notify.error(errorText(error, 'Failed to update email'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="panel" aria-labelledby="update-email">
      <h2 id="update-email" className="text-xl font-semibold text-white">
        Update Email
      </h2>
      {pending !== null && (
        <div role="status" className="mt-4 rounded border border-sky-400/40 p-3 text-slate-200">
          <p className="font-medium text-white">Check your new address</p>
          <p className="mt-1 text-sm">
            We sent a link to <strong>{pending}</strong>. Open it within 24 hours to finish the
            change; until then your e-mail address stays <strong>{user?.email}</strong>.
          </p>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3">
        <Field
          label="New email"
          type="email"
          required
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
          value={currentPassword}
          error={errors.currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      </div>
      <button type="submit" className="btn-primary mt-4" disabled={update.isPending}>
        {update.isPending ? 'Updating...' : 'Update Email'}
      </button>
    </form>
  );
}
