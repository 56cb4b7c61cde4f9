// The words a player reads when a trade is refused or closes (docs/api.md, "Trades").

export const NO_SUCH_SOCIETY = 'No society has this name';
export const NO_SUCH_TRADE = 'Trade not found';
export const NO_SUCH_SYSTEM = 'Solar system not found';
export const TRADE_WITH_SELF = 'You cannot trade with yourself';
export const EMPTY_TRADE = 'A trade must give or ask for something';
export const DUPLICATE_SYSTEM = 'A system is named twice';
export const SAME_SYSTEM_BOTH_SIDES = 'A system cannot be on both sides';
export const BLOCKED = 'This society does not accept offers from you';
export const YOU_BLOCKED = 'You blocked this society: unblock it to trade';
export const BLOCKED_SINCE = 'No longer possible: a society blocked the other';
export const NOT_OPEN = 'This trade is no longer open';
export const EXPIRED = 'This offer has expired';
export const NO_LONGER_POSSIBLE = 'No longer possible: a system in it changed hands';
export const ONLY_RECEIVER = 'Only the society this offer was sent to can answer it';
export const ONLY_SENDER = 'Only the society that sent this offer can cancel it';
export const TOO_MANY_OPEN = 'You have too many open offers; wait for answers or cancel one';
export const DAILY_CAP = 'Today’s limit of accepted trades is reached';
export const OTHER_DAILY_CAP = 'The other society has reached today’s limit of accepted trades';

export const tooManySystems = (max: number) => `Each side may name at most ${max} systems`;
export const creditsRange = (max: number) => `Ϟ must be a whole number from 0 to ${max}`;
export const messageTooLong = (max: number) => `The message may be at most ${max} characters`;
export const tooNew = (days: number, systems: number) =>
  `Trading opens once an account is ${days} days old and has collected ${systems} systems`;
export const otherTooNew = 'The other society cannot trade yet';
export const notHeldBy = (name: string, society: string) => `${name} is not held by ${society}`;
export const tooFresh = (name: string, hours: number) =>
  `${name} was collected less than ${hours} hours ago and cannot be traded yet`;
export const notCovered = (society: string) => `${society} does not have the Ϟ this trade names`;
export const countered = (id: number) => `Countered by trade ${id}`;
