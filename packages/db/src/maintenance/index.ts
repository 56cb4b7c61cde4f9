export { backupDatabase } from './backup-database.js';
export { checkInvariants, INVARIANTS, type Invariant } from './invariants.js';
export {
  checkForeignKeys,
  checkStructure,
  MAX_REPORTED,
  type Finding,
} from './structure-checks.js';
export { probeWrite, writeFaultOf, type WriteFault, type WriteFaultKind } from './write-faults.js';
export { checkpointWal, leaveCheckpointsToOthers, type WalState } from './wal-checkpoints.js';
