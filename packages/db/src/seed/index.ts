export * from './seed-systems.js';
