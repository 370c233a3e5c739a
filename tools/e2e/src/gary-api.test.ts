import { easternDate } from './gary-api';

describe('easternDate', () => {
  test('"time in UTC in storage, US Eastern at the edges": a game at 00:30 UTC belongs to the previous Eastern day', () => {
    expect(easternDate('2026-11-23T00:30:00.000Z')).toBe('2026-11-22');
    expect(easternDate('2026-11-23T05:30:00.000Z')).toBe('2026-11-23');
  });

  test('real daylight time, not a fixed offset: 03:30 UTC is the previous day in July (UTC-4) and in January (UTC-5)', () => {
    expect(easternDate('2026-07-04T03:30:00.000Z')).toBe('2026-07-03');
    expect(easternDate('2026-07-04T04:30:00.000Z')).toBe('2026-07-04');
    expect(easternDate('2026-01-10T04:30:00.000Z')).toBe('2026-01-09');
  });
});
