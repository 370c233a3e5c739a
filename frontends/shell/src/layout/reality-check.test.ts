import { sinceText } from './reality-check';

test('"time since sign-in on this device" reads as hours and minutes', () => {
  expect(sinceText(59_999)).toBe('0 minutes');
  expect(sinceText(60_000)).toBe('1 minute');
  expect(sinceText(45 * 60_000)).toBe('45 minutes');
  expect(sinceText(65 * 60_000)).toBe('1 hour 5 minutes');
  expect(sinceText(120 * 60_000)).toBe('2 hours');
});
