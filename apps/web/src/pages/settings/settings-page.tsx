/** Placeholder: the settings page is being built (issue 6). */
export default function SettingsPage() {
  return <h1>Settings</h1>;
}
