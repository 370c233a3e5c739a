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
  };
}
