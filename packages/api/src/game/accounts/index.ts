export {
  register,
  login,
  dummyPasswordHash,
  getProfile,
  changePassword,
  deleteAccount,
  removeAccount,
  type Registration,
} from './accounts.js';
export {
  requestPasswordReset,
  resetPassword,
  RESET_TOKEN_TTL_MS,
  RESET_REQUESTED,
  RESET_DONE,
  INVALID_RESET_TOKEN,
} from './password-reset.js';
export { COMMON_PASSWORD } from './common-passwords.js';
export {
  CURRENT_PASSWORD_REQUIRED,
  WRONG_CURRENT_PASSWORD,
  isWrongCurrentPassword,
} from './reauthentication.js';
export {
  listIdentityCollisionViews,
  setAccountIdentity,
  type AccountRef,
  type IdentityChange,
  type IdentityCollisionView,
} from './identity-collisions.js';
export {
  requestEmailChange,
  confirmEmailChange,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_UPDATED,
  CHECK_NEW_ADDRESS,
  INVALID_EMAIL_LINK,
} from './email-change.js';
export {
  EMAIL_TYPES,
  getEmailPreferences,
  isEmailEnabled,
  updateEmailPreferences,
} from '../../mail/email-preferences.js';
