import { listenToGameEvents } from '../src/mail/game-mail.js';

// Tests call the rules directly, without the package's face that wires mail to the game's events.
listenToGameEvents();
