/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { CURSOR_BLINK_MS, QUOTE_ROTATE_MS, TYPE_CHAR_MS, useRotation, useTypewriter } from './typewriter';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const tick = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('Meet Gary typewriter', () => {
  test('"one character per 140 ms"', () => {
    const { result } = renderHook(() => useTypewriter('Meet Gary.'));
    expect(result.current.shown).toBe('');
    tick(TYPE_CHAR_MS - 1);
    expect(result.current.shown).toBe('');
    tick(1);
    expect(result.current.shown).toBe('M');
    tick(TYPE_CHAR_MS * 4);
    expect(result.current.shown).toBe('Meet ');
    tick(TYPE_CHAR_MS * 5);
    expect(result.current.shown).toBe('Meet Gary.');
    expect(result.current.done).toBe(true);
  });

  test('"then a blinking cursor every 530 ms"', () => {
    const { result } = renderHook(() => useTypewriter('Hi'));
    tick(TYPE_CHAR_MS * 2);
    expect(result.current.done).toBe(true);
    expect(result.current.cursorVisible).toBe(true);
    tick(CURSOR_BLINK_MS);
    expect(result.current.cursorVisible).toBe(false);
    tick(CURSOR_BLINK_MS);
    expect(result.current.cursorVisible).toBe(true);
  });

  test('with reduced motion the title shows at once and the cursor does not blink', () => {
    const { result } = renderHook(() => useTypewriter('Meet Gary.', { instant: true }));
    expect(result.current.shown).toBe('Meet Gary.');
    tick(CURSOR_BLINK_MS * 3);
    expect(result.current.cursorVisible).toBe(true);
  });

  test('"quotes rotating every 8 s through 5 quotes", wrapping to the first', () => {
    const { result } = renderHook(() => useRotation(5));
    expect(result.current[0]).toBe(0);
    tick(QUOTE_ROTATE_MS - 1);
    expect(result.current[0]).toBe(0);
    tick(1);
    expect(result.current[0]).toBe(1);
    tick(QUOTE_ROTATE_MS * 4);
    expect(result.current[0]).toBe(0);
  });
});
