export * from './sink-views.js';
export {
  nameSystem,
  applyCardFinish,
  getSinkPrices,
  setPublicNameByOperator,
  listPublicNames,
  NOT_ENOUGH_CURRENCY,
  NAME_TAKEN,
  NAME_NOT_ALLOWED,
  NOT_YOUR_DISCOVERY,
  NOT_YOUR_CARD,
  FINISH_ALREADY,
} from './sinks.js';
