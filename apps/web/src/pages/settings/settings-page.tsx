import { AccountDeletion } from './account-deletion.js';
import { EmailForm } from './email-form.js';
import { EmailPreferencesForm } from './email-preferences-form.js';
import { PasswordForm } from './password-form.js';
import { ProfileSettingsForm } from './profile-settings-form.js';
import { TimeZoneForm } from './time-zone-form.js';

/**
 * Account settings: email, password, email preferences, time zone, public profile and account
 * deletion.
 */
export default function SettingsPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8">
      <h1 className="text-3xl font-semibold text-white">Settings</h1>
      <EmailForm />
      <PasswordForm />
      <EmailPreferencesForm />
      <TimeZoneForm />
      <ProfileSettingsForm />
      <AccountDeletion />
    </section>
  );
}
