import { readFileSync } from 'node:fs';
import { CliError } from './cli-error.js';
import { pathProblem } from './path-problem.js';

/**
 * The JSON in the file an option names (`--weights ./weights.json`). A missing or unreadable file
 * and invalid JSON are refused naming the option, the file and, for JSON, the line and column where
 * it goes wrong (JSON.parse's own message may quote the file's text across lines, or no place).
 */
export function readJsonFile(flag: string, path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CliError(`${flag} ${path}: ${pathProblem(error, 'a JSON file')}.`);
  }
  // Some editors write a byte-order mark; JSON.parse refuses it.
  const json = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return JSON.parse(json);
  } catch {
    const { line, column, found } = locateJsonError(json);
    throw new CliError(
      `${flag} ${path}: not valid JSON at line ${line}, column ${column}: ${found}.`,
    );
  }
}

/** Where a text stops being JSON: 1-based line and column and what stands there. */
export function locateJsonError(text: string): { line: number; column: number; found: string } {
  const offset = jsonErrorOffset(text);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  const char = text[offset];
  const found =
    char === undefined
      ? 'the file ends too early'
      : `unexpected ${char === '\n' ? 'line break' : JSON.stringify(char)}`;
  return { line, column, found };
}

/** Thrown inside the scanner at the first character no JSON grammar allows. */
class Stop {
  constructor(readonly offset: number) {}
}

/**
 * The offset of the first character that makes `text` invalid JSON (RFC 8259), or `text.length`
 * when it ends too early; -1 when the text is valid. A scanner, not a parser: it builds nothing.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const stop = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i += 1;
  };
  const expect = (char: string) => {
    if (text[i] !== char) stop();
    i += 1;
  };
  const string = () => {
    expect('"');
    for (;;) {
      const char = text[i];
      if (char === undefined || char < ' ') stop();
      i += 1;
      if (char === '"') return;
      if (char !== '\\') continue;
      if (text[i] === 'u') {
        i += 1;
        for (let k = 0; k < 4; k += 1) {
          if (!/[0-9a-fA-F]/.test(text[i] ?? '')) stop();
          i += 1;
        }
      } else if ('"\\/bfnrt'.includes(text[i] ?? 'x')) i += 1;
      else stop();
    }
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) return stop();
    i += match[0].length;
  };
  const list = (close: string, item: () => void) => {
    i += 1;
    space();
    if (text[i] === close) {
      i += 1;
      return;
    }
    for (;;) {
      item();
      space();
      if (text[i] === close) {
        i += 1;
        return;
      }
      expect(',');
      space();
    }
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') {
      list('}', () => {
        string();
        space();
        expect(':');
        value();
      });
    } else if (char === '[') list(']', value);
    else if (char === '"') string();
    else if (char === 't' || char === 'f' || char === 'n') {
      const word = char === 't' ? 'true' : char === 'f' ? 'false' : 'null';
      for (const letter of word) expect(letter);
    } else number();
  };
  try {
    value();
    space();
    if (i < text.length) stop();
    return -1;
  } catch (error) {
    if (error instanceof Stop) return error.offset;
    throw error;
  }
}
