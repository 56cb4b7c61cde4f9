import { useEffect, useRef, useState } from 'react';

/**
 * When the URL's value arrives, whether an input adopts it, and which of the values it wrote the
 * URL has yet to reach: one of its own writes is awaited (the router may skip some), anything else
 * came from elsewhere (Reset, Back) and replaces the input's text.
 */
export function followUrl(
  pending: readonly string[],
  urlValue: string,
): { adopt: boolean; pending: string[] } {
  const at = pending.lastIndexOf(urlValue);
  if (at === -1) return { adopt: true, pending: [] };
  return { adopt: false, pending: pending.slice(at + 1) };
}

/**
 * A text input kept in the query string. The router applies a URL change in a transition, so an
 * input controlled by the URL alone falls behind fast typing on a busy device and loses or
 * misplaces characters: the input keeps its own text, writes each change to the URL, and follows
 * the URL only when it changes from elsewhere.
 */
export function useUrlText(
  urlValue: string,
  write: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlValue);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const next = followUrl(pending.current, urlValue);
    pending.current = next.pending;
    if (next.adopt) setText(urlValue);
  }, [urlValue]);
  const change = (value: string) => {
    setText(value);
    pending.current.push(value);
    write(value);
  };
  return [text, change];
}
