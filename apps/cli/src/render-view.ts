import { stripVTControlCharacters } from 'node:util';
import { renderToString } from 'ink';
import type { ReactElement } from 'react';
import type { Io, OutStream } from './io.js';

/** An Ink view as text for this Io: coloured when pretty, stripped of escapes otherwise. */
export function viewText(io: Io, view: ReactElement, stream: OutStream = io.stdout): string {
  const text = renderToString(view, { columns: stream.columns ?? 200 });
  return io.pretty ? text : stripVTControlCharacters(text);
}

export function printView(io: Io, view: ReactElement): void {
  io.stdout.write(`${viewText(io, view)}\n`);
}
