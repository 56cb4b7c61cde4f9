export * from './search-systems.js';
