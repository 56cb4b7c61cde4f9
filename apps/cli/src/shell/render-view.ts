import { stripVTControlCharacters } from 'node:util';
import { renderToString } from 'ink';
import type { ReactElement } from 'react';
import type { Io, OutStream } from './io.js';

/**
 * An Ink view as text for this Io: coloured when pretty, stripped of escapes otherwise. Import this
 * module (and the views, which import Ink) only where a view is shown: see print-view.ts.
 */
export function viewText(io: Io, view: ReactElement, stream: OutStream = io.stdout): string {
  // A terminal of unknown width (0, e.g. under `script`) or no terminal: wide enough for any line.
  const columns = stream.columns !== undefined && stream.columns > 0 ? stream.columns : 200;
  const text = renderToString(view, { columns });
  return io.pretty ? text : stripVTControlCharacters(text);
}
