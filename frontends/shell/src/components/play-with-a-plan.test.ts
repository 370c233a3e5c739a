import { nearLimit } from './play-with-a-plan';

test('"a warning as a user approaches a limit they set": from 80% of it, none without a limit', () => {
  expect(nearLimit({ value: 10, used: 7 })).toBe(false);
  expect(nearLimit({ value: 10, used: 8 })).toBe(true);
  expect(nearLimit({ value: 1, used: 1 })).toBe(true);
  expect(nearLimit({ value: null, used: 99 })).toBe(false);
});
