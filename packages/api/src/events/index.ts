export {
  emit,
  inTransaction,
  onCommittedEvents,
  onGameEvent,
  publish,
  type CommitListener,
  type TransactionListener,
} from './bus.js';
