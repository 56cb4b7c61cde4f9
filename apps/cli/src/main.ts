#!/usr/bin/env node
import { listenToGameEvents } from '@orrery/api/mail';
import { readEnv } from './shell/env.js';
import { processIo } from './shell/io.js';
import { orrery } from './orrery.js';

// `orrery stats | head`: a reader that stops early is not a failure worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

// The game's mail (reminders, achievements) follows the game's events, as on the server.
listenToGameEvents();

const env = readEnv();
const io = processIo(env.ci);
process.exitCode = await orrery(io, env, process.argv.slice(2));
