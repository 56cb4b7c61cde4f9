import { closeSync, openSync, statSync, writeSync } from 'node:fs';

/** Overwrites `count` pages from the middle of a SQLite file with bytes that are no b-tree. */
export function damageMiddlePages(file: string, count = 8): void {
  const pageSize = 4096;
  const pages = Math.floor(statSync(file).size / pageSize);
  const fd = openSync(file, 'r+');
  try {
    const start = Math.floor(pages / 2);
    for (let page = start; page < start + count; page++) {
      writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, page * pageSize);
    }
  } finally {
    closeSync(fd);
  }
}
