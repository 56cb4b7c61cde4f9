export {
  emit,
  inTransaction,
  onCommittedEvents,
  onGameEvent,
  publish,
  type CommitListener,
  type TransactionListener,
} from './bus.js';
export {
  liveSourceOf,
  serveLiveSource,
  type LiveMessage,
  type LiveRefusal,
  type LiveRequest,
  type LiveSource,
} from './live-source.js';
