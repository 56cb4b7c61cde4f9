import { oneLineMessage } from './cli-error.js';

/**
 * What is wrong with a path, read from the error a file operation threw, in words: `no such file`,
 * `a directory, not a JSON file`. `what` names the file that was expected there.
 */
export function pathProblem(error: unknown, what: string): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return `a directory, not ${what}`;
    case 'ENOTDIR':
      return 'a part of the path is a file, not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return oneLineMessage(error);
  }
}
