import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, errorText } from '../../api/client.js';
import { useUpdatePassword } from '../../queries/hooks.js';
import { Field } from '../../components/field.js';
import { PASSWORD_RULE } from '../../game/account-rules.js';
import { notify } from '../../toasts/notify.js';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

type FieldErrors = Partial<Record<keyof typeof EMPTY, string>>;

export function PasswordForm() {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdatePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (fields.newPassword !== fields.confirmPassword) {
      notify.error('New passwords do not match');
      return;
    }
    const { currentPassword, newPassword } = fields;
    update.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setFields(EMPTY);
          notify.success('Password updated successfully');
        },
        onError: (error) => {
          // The server names the field: a wrong current password, or a new one it refuses.
          const details = error instanceof ApiError ? error.details : {};
          setErrors({
            currentPassword: details.currentPassword,
            newPassword: details.newPassword,
          });
          notify.error(errorText(error, 'Failed to update password'));
        },
      },
    );
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string, hint?: string) => (
    <Field
      label={label}
      hint={hint}
      type="password"
      required
      autoComplete={autoComplete}
      value={fields[name]}
      error={errors[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
    />
  );

  return (
    <form onSubmit={submit} className="panel" aria-labelledby="update-password">
      <h2 id="update-password" className="text-xl font-semibold text-white">
        Update Password
      </h2>
      <div className="mt-4 flex flex-col gap-3">
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password', PASSWORD_RULE)}
        {field('confirmPassword', 'Confirm new password', 'new-password')}
      </div>
      <button type="submit" className="btn-primary mt-4" disabled={update.isPending}>
        {update.isPending ? 'Updating...' : 'Update Password'}
      </button>
    </form>
  );
}
