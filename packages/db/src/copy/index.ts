export {
  copyDatabase,
  CopyRefusedError,
  TargetNotEmptyError,
  type CopyOptions,
  type CopiedTable,
} from './copy-database.js';
