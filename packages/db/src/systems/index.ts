export * from './card-shape-repo.js';
export * from './system-extras-repo.js';
export * from './system-repo.js';
export * from '../schema/systems/card-finishes.table.js';
export * from '../schema/systems/system-names.table.js';
export * from '../schema/systems/systems.table.js';
