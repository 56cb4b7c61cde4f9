export {
  getCollectionStatus,
  collectSystem,
  findCollectableSystem,
  getCollection,
  buyDownCooldown,
  NOTHING_TO_COLLECT,
  NOT_THE_OFFER,
  getBuydownQuote,
} from './collection.js';
