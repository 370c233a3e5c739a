/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ToastProvider, useToast, type ToastApi } from './toast-provider';
import { TOAST_DECISION_MS, toastDuration, toastSchedule } from './toast-timing';

function Harness({ onReady }: { onReady: (api: ToastApi) => void }) {
  onReady(useToast());
  return null;
}

function setup() {
  let api!: ToastApi;
  render(
    <ToastProvider>
      <Harness onReady={(a) => (api = a)} />
    </ToastProvider>,
  );
  return () => api;
}

const toastEl = (text: string) => screen.queryByText(text)?.closest('[data-toast-type]') ?? null;

describe('toast timing rules', () => {
  test('"default 3000 ms; fade begins 300 ms before the end; close callback 300 ms after the fade"', () => {
    expect(toastSchedule(3000)).toEqual({ fadeAt: 2700, closeAt: 3000 });
    expect(toastSchedule(4000)).toEqual({ fadeAt: 3700, closeAt: 4000 });
    expect(toastSchedule(100)).toEqual({ fadeAt: 0, closeAt: 300 });
  });

  test('"3 s for errors and warnings", default for the rest unless a duration is asked for', () => {
    expect(toastDuration('error')).toBe(3000);
    expect(toastDuration('warning')).toBe(3000);
    expect(toastDuration('info')).toBe(3000);
    expect(toastDuration('success', TOAST_DECISION_MS)).toBe(4000);
    expect(toastDuration('success', -5)).toBe(3000);
  });
});

describe('ToastProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a toast shows, starts fading at 2700 ms and is removed (close callback) at 3000 ms', () => {
    const api = setup();
    const onClose = jest.fn();
    act(() => {
      api().info('Heads up, bear', { onClose });
    });
    expect(toastEl('Heads up, bear')?.getAttribute('data-leaving')).toBe('false');
    act(() => {
      jest.advanceTimersByTime(2699);
    });
    expect(toastEl('Heads up, bear')?.getAttribute('data-leaving')).toBe('false');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(toastEl('Heads up, bear')?.getAttribute('data-leaving')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(toastEl('Heads up, bear')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('"4 s for bet/fade phrases": a decision toast stays until 4000 ms', () => {
    const api = setup();
    act(() => {
      api().success("You're riding with Gary: Celtics -4.5", { duration: TOAST_DECISION_MS });
    });
    act(() => {
      jest.advanceTimersByTime(3699);
    });
    expect(toastEl("You're riding with Gary: Celtics -4.5")?.getAttribute('data-leaving')).toBe('false');
    act(() => {
      jest.advanceTimersByTime(301);
    });
    expect(toastEl("You're riding with Gary: Celtics -4.5")).toBeNull();
  });

  test('"types success, error, info, warning": errors and warnings are announced as alerts', () => {
    const api = setup();
    act(() => {
      api().error('Failed to save your decision. Please try again.');
      api().warning('Sign in to track your picks!');
      api().success('Saved');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(toastEl('Saved')?.getAttribute('data-toast-type')).toBe('success');
  });

  test('dismissing fades the toast and removes it 300 ms later', () => {
    const api = setup();
    act(() => {
      api().info('Close me');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toastEl('Close me')?.getAttribute('data-leaving')).toBe('true');
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(toastEl('Close me')).toBeNull();
  });

  test('"toast used outside its provider raises an error"', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used within a ToastProvider');
  });
});

test('"a signed-out Bet\'s toast has no sign-in link" no more: a toast may carry a link, with its router state', () => {
  let api!: ToastApi;
  render(
    <MemoryRouter>
      <ToastProvider>
        <Harness onReady={(a) => (api = a)} />
      </ToastProvider>
    </MemoryRouter>,
  );
  act(() => void api.warning('Sign in to track your picks!', { link: { to: '/signin', label: 'Sign in', state: { from: '/team-picks' } } }));
  const link = screen.getByRole('link', { name: 'Sign in' });
  expect(link.getAttribute('href')).toBe('/signin');
  expect(link.closest('[data-toast-type]')?.textContent).toContain('Sign in to track your picks!');
});
