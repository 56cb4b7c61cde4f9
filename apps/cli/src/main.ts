#!/usr/bin/env node
import { readEnv } from './env.js';
import { processIo } from './io.js';
import { orrery } from './orrery.js';

// `orrery stats | head`: a reader that stops early is not a failure worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

const env = readEnv();
const io = processIo(env.ci);
process.exitCode = await orrery(io, env, process.argv.slice(2));
