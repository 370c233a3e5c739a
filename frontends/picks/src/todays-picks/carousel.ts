// The Today's Picks carousel: arrows move one card, the index wraps around, and each move locks
// the controls for 0.5 s while the cards slide.
import { useCallback, useEffect, useRef, useState } from 'react';

export const CAROUSEL_LOCK_MS = 500;

export function wrapIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % total) + total) % total;
}

/** Place of a card in the stack: 0 is the front card, 1 the one behind it, and so on. */
export function stackPosition(cardIndex: number, activeIndex: number, total: number): number {
  return wrapIndex(cardIndex - activeIndex, total);
}

export function counterLabel(activeIndex: number, total: number): string {
  return total > 0 ? `${wrapIndex(activeIndex, total) + 1} / ${total}` : '0 / 0';
}

export function useCarousel(total: number, lockMs = CAROUSEL_LOCK_MS) {
  const [index, setIndex] = useState(0);
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    setIndex((i) => wrapIndex(i, total));
  }, [total]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const move = useCallback(
    (delta: number) => {
      if (locked || total < 2) return false;
      setIndex((i) => wrapIndex(i + delta, total));
      setLocked(true);
      timer.current = setTimeout(() => setLocked(false), lockMs);
      return true;
    },
    [locked, total, lockMs],
  );

  return {
    index: wrapIndex(index, total),
    locked,
    next: useCallback(() => move(1), [move]),
    prev: useCallback(() => move(-1), [move]),
    /** Jumps straight to a card (opening on the first readable one, a row picked in the list). */
    goTo: useCallback((i: number) => setIndex(wrapIndex(i, total)), [total]),
  };
}

/** Horizontal swipe distance (px) that moves the carousel one card. */
export const SWIPE_PX = 40;

/** -1 (previous), 1 (next) or 0 for a touch that moved from x0 to x1 (and dy vertically). */
export function swipeDirection(x0: number, x1: number, dy = 0): -1 | 0 | 1 {
  const dx = x1 - x0;
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
