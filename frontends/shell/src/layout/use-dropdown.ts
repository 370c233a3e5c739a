import { useCallback, useEffect, useRef, useState } from 'react';

export const DROPDOWN_CLOSE_DELAY_MS = 300;

/**
 * The nav's hover menu: opens when a mouse enters, closes 300 ms after it leaves (so a pointer
 * crossing the gap to the menu does not lose it), toggles on click, closes on choosing. A click on
 * a menu the hover has just opened keeps it open (the user meant to open it), instead of closing it.
 */
export function useDropdown(closeDelayMs = DROPDOWN_CLOSE_DELAY_MS) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const byHover = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const close = useCallback(() => {
    cancel();
    byHover.current = false;
    setOpen(false);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return {
    open,
    close,
    toggle: useCallback(() => {
      cancel();
      if (byHover.current) {
        byHover.current = false;
        setOpen(true);
        return;
      }
      setOpen((o) => !o);
    }, [cancel]),
    onPointerEnter: useCallback(
      (e: { pointerType?: string }) => {
        if (e.pointerType && e.pointerType !== 'mouse') return;
        cancel();
        setOpen((o) => {
          if (!o) byHover.current = true;
          return true;
        });
      },
      [cancel],
    ),
    onPointerLeave: useCallback(
      (e: { pointerType?: string }) => {
        if (e.pointerType && e.pointerType !== 'mouse') return;
        cancel();
        timer.current = setTimeout(() => {
          byHover.current = false;
          setOpen(false);
        }, closeDelayMs);
      },
      [cancel, closeDelayMs],
    ),
  };
}
