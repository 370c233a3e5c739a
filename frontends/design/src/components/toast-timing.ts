// Toast timing rules from the spec: default 3000 ms on screen, the fade starts 300 ms before
// the end, and the close callback fires 300 ms after the fade starts. Errors and warnings stay
// 3 s; confirmations of a bet or a fade stay 4 s.
export type ToastType = 'success' | 'error' | 'info' | 'warning';

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_FADE_MS = 300;
export const TOAST_ALERT_MS = 3000;
export const TOAST_DECISION_MS = 4000;

export function toastDuration(type: ToastType, requested?: number): number {
  if (requested !== undefined && Number.isFinite(requested) && requested > 0) return requested;
  return type === 'error' || type === 'warning' ? TOAST_ALERT_MS : TOAST_DEFAULT_MS;
}

export type ToastSchedule = { fadeAt: number; closeAt: number };

export function toastSchedule(durationMs: number): ToastSchedule {
  const fadeAt = Math.max(0, durationMs - TOAST_FADE_MS);
  return { fadeAt, closeAt: fadeAt + TOAST_FADE_MS };
}
