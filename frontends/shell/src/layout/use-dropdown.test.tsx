/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { DROPDOWN_CLOSE_DELAY_MS, useDropdown } from './use-dropdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Picks dropdown', () => {
  test('"the Picks dropdown closes on the first click after a hover" no more: that click keeps it open; the next one closes it', () => {
    const { result } = renderHook(() => useDropdown());
    act(() => result.current.onPointerEnter({ pointerType: 'mouse' }));
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  test('"opens on hover and closes 300 ms after the pointer leaves"', () => {
    const { result } = renderHook(() => useDropdown());
    act(() => result.current.onPointerEnter({ pointerType: 'mouse' }));
    expect(result.current.open).toBe(true);
    act(() => result.current.onPointerLeave({ pointerType: 'mouse' }));
    act(() => {
      jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1);
    });
    expect(result.current.open).toBe(true);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current.open).toBe(false);
  });

  test('coming back within 300 ms keeps it open', () => {
    const { result } = renderHook(() => useDropdown());
    act(() => result.current.onPointerEnter({ pointerType: 'mouse' }));
    act(() => result.current.onPointerLeave({ pointerType: 'mouse' }));
    act(() => {
      jest.advanceTimersByTime(200);
    });
    act(() => result.current.onPointerEnter({ pointerType: 'mouse' }));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(result.current.open).toBe(true);
  });

  test('"or toggles on click; choosing a link closes it"; touch does not open on enter', () => {
    const { result } = renderHook(() => useDropdown());
    act(() => result.current.onPointerEnter({ pointerType: 'touch' }));
    expect(result.current.open).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
  });
});
