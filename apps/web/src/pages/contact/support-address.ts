/** Build-time configuration (Vite injects VITE_* variables); read here only. */
export const config = {
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@orrery.example',
};
