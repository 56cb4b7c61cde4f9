export * from './email-preference-repo.js';
export * from './mail-outbox-repo.js';
export * from './mail-recipients-repo.js';
export * from '../schema/mail/email-preferences.table.js';
export * from '../schema/mail/mail-outbox.table.js';
