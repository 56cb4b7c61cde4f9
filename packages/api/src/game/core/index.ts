export * from './errors.js';
export * from './views.js';
export * from './config.js';
export { utcToAsd, asdToUtc, ASD_EPOCH_MS } from './asd.js';
export { galaxyParamsOf } from './galaxy-params.js';
export { weekOf, weekStartOf } from './week.js';
