import { useEffect, useState } from 'react';

export const TYPE_CHAR_MS = 140;
export const CURSOR_BLINK_MS = 530;
export const QUOTE_ROTATE_MS = 8000;

export type TypewriterState = { shown: string; done: boolean; cursorVisible: boolean };

/**
 * Types `text` one character every 140 ms, then blinks a cursor every 530 ms. With `instant`
 * (reduced motion) the whole text shows at once and the cursor stays still.
 */
export function useTypewriter(text: string, { charMs = TYPE_CHAR_MS, cursorMs = CURSOR_BLINK_MS, instant = false } = {}): TypewriterState {
  const [count, setCount] = useState(instant ? text.length : 0);
  const [cursorVisible, setCursorVisible] = useState(true);
  const done = count >= text.length;

  // One interval for the whole title, so the pace stays 140 ms/char however long renders take.
  useEffect(() => {
    setCursorVisible(true);
    if (instant) {
      setCount(text.length);
      return;
    }
    setCount(0);
    const t = setInterval(() => {
      setCount((c) => {
        if (c + 1 >= text.length) clearInterval(t);
        return Math.min(text.length, c + 1);
      });
    }, charMs);
    return () => clearInterval(t);
  }, [text, instant, charMs]);

  useEffect(() => {
    if (!done || instant) return;
    const t = setInterval(() => setCursorVisible((v) => !v), cursorMs);
    return () => clearInterval(t);
  }, [done, instant, cursorMs]);

  return { shown: text.slice(0, count), done, cursorVisible };
}

/** Index 0..count-1 advancing every `intervalMs` (wraps), paused when asked. */
export function useRotation(count: number, intervalMs = QUOTE_ROTATE_MS, paused = false): [number, (i: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(t);
  }, [count, intervalMs, paused]);
  return [index, setIndex];
}
