import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults, the one way passwords are hashed and checked. Behind one
 * object so that a test can watch which hash a login verifies (`vi.spyOn`) without replacing the
 * module for every test that shares its process.
 */
export const passwordHashing = { hash, verify };
