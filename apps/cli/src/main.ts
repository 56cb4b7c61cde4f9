#!/usr/bin/env node
import { readEnv } from './env.js';
import { processIo } from './io.js';
import { orrery } from './orrery.js';

const env = readEnv();
const io = processIo(env.ci);
process.exitCode = await orrery(io, env, process.argv.slice(2));
