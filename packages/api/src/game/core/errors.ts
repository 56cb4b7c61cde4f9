/** What kind of refusal; the transport maps it to 400/401/403/404/409/400. */
export type GameErrorCode =
  'INVALID_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RULE_VIOLATION';

/** A refused game action. The message is the user-facing text; details name the wrong fields. */
export class GameError extends Error {
  readonly code: GameErrorCode;
  readonly details?: Record<string, string>;

  constructor(code: GameErrorCode, message: string, details?: Record<string, string>) {
    super(message);
    this.name = 'GameError';
    this.code = code;
    if (details) this.details = details;
  }
}

/** Every system is discovered (or none is left the player may reach): the spec's text. */
export class NothingToCollectError extends GameError {
  constructor() {
    super('RULE_VIOLATION', 'No available solar systems to collect');
    this.name = 'NothingToCollectError';
  }
}

/** The player a session names no longer exists (deleted meanwhile). */
export const accountGone = () => new GameError('UNAUTHENTICATED', 'Account not found');
