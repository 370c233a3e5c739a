/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { CAROUSEL_LOCK_MS, counterLabel, stackPosition, useCarousel, wrapIndex } from './carousel';

describe('carousel index', () => {
  test('"the index wraps around": next from the last card goes to the first, prev from the first to the last', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-11, 5)).toBe(4);
  });

  test('an empty carousel stays at index 0 instead of dividing by zero', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
    expect(counterLabel(0, 0)).toBe('0 / 0');
  });

  test('"a counter n / total" counts from 1', () => {
    expect(counterLabel(0, 7)).toBe('1 / 7');
    expect(counterLabel(6, 7)).toBe('7 / 7');
    expect(counterLabel(7, 7)).toBe('1 / 7');
  });

  test('stacked cards: the active card is in front and the others follow in order behind it', () => {
    expect([0, 1, 2, 3].map((i) => stackPosition(i, 2, 4))).toEqual([2, 3, 0, 1]);
  });
});

describe('useCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('"a 0.5 s lock during transitions": a second move inside 500 ms is ignored, after it moves again', () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => {
      result.current.next();
    });
    expect(result.current.index).toBe(1);
    expect(result.current.locked).toBe(true);
    act(() => {
      result.current.next();
    });
    expect(result.current.index).toBe(1);
    act(() => {
      jest.advanceTimersByTime(CAROUSEL_LOCK_MS - 1);
    });
    expect(result.current.locked).toBe(true);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current.locked).toBe(false);
    act(() => {
      result.current.prev();
    });
    act(() => {
      jest.advanceTimersByTime(CAROUSEL_LOCK_MS);
    });
    act(() => {
      result.current.prev();
    });
    expect(result.current.index).toBe(2);
  });

  test('a single card never moves or locks', () => {
    const { result } = renderHook(() => useCarousel(1));
    act(() => {
      result.current.next();
    });
    expect(result.current.index).toBe(0);
    expect(result.current.locked).toBe(false);
  });

  test('when the list shrinks the index is pulled back inside it', () => {
    const { result, rerender } = renderHook(({ n }) => useCarousel(n), { initialProps: { n: 4 } });
    act(() => {
      result.current.prev();
    });
    expect(result.current.index).toBe(3);
    rerender({ n: 2 });
    expect(result.current.index).toBe(1);
  });
});
