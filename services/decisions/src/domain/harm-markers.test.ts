import { harmMarkers, type MarkerDecision } from './harm-markers';

const NOW = new Date('2026-11-18T17:00:00Z'); // Wednesday noon Eastern
const at = (iso: string, stakeUnits = 1, outcome: MarkerDecision['outcome'] = 'win'): MarkerDecision => ({ decidedAt: new Date(iso), stakeUnits, outcome });
const none = { now: NOW, decisions: [], raisesRequestedAt: [], days: [] };

describe('harm markers at, below and above their documented thresholds', () => {
  test('loss chasing: one stake raised after a loss is below the threshold; two are a marker', () => {
    const once = [at('2026-11-10T15:00:00Z', 1, 'loss'), at('2026-11-11T15:00:00Z', 2, 'win')];
    expect(harmMarkers({ ...none, decisions: once }).markers).toEqual([]);
    const twice = [...once, at('2026-11-12T15:00:00Z', 1, 'loss'), at('2026-11-13T15:00:00Z', 3, 'pending')];
    expect(harmMarkers({ ...none, decisions: twice }).markers).toMatchObject([{ name: 'loss_chasing', count: 2, threshold: 2 }]);
    // Raising after a win is not chasing.
    expect(harmMarkers({ ...none, decisions: [at('2026-11-10T15:00:00Z', 1, 'win'), at('2026-11-11T15:00:00Z', 5), at('2026-11-12T15:00:00Z', 1, 'win'), at('2026-11-13T15:00:00Z', 5)] }).markers).toEqual([]);
  });
  test('late night: 05:59 Eastern counts and 06:00 does not; 3 in 7 days is a marker, 2 are not', () => {
    const two = [at('2026-11-17T10:59:00Z'), at('2026-11-16T06:00:00Z')]; // 05:59 and 01:00 Eastern
    expect(harmMarkers({ ...none, decisions: [...two, at('2026-11-15T11:00:00Z')] }).markers).toEqual([]); // 06:00 Eastern
    expect(harmMarkers({ ...none, decisions: [...two, at('2026-11-15T09:00:00Z')] }).markers).toMatchObject([{ name: 'late_night', count: 3 }]);
    // Older than 7 days does not count.
    expect(harmMarkers({ ...none, decisions: [...two, at('2026-11-10T09:00:00Z')] }).markers).toEqual([]);
  });
  test('limit raises: one in 30 days is not a marker, two are', () => {
    expect(harmMarkers({ ...none, raisesRequestedAt: [new Date('2026-11-01T00:00:00Z')] }).markers).toEqual([]);
    expect(harmMarkers({ ...none, raisesRequestedAt: [new Date('2026-11-01T00:00:00Z'), new Date('2026-11-17T00:00:00Z')] }).markers).toMatchObject([{ name: 'limit_raises', count: 2 }]);
    expect(harmMarkers({ ...none, raisesRequestedAt: [new Date('2026-10-01T00:00:00Z'), new Date('2026-11-17T00:00:00Z')] }).markers).toEqual([]);
  });
  test('every pick of a day: all 4 of 4 is a marker, 3 of 4 is not, and a 3-pick day is too small to count', () => {
    expect(harmMarkers({ ...none, days: [{ date: '2026-11-17', picks: 4, decided: 3 }] }).markers).toEqual([]);
    expect(harmMarkers({ ...none, days: [{ date: '2026-11-17', picks: 3, decided: 3 }] }).markers).toEqual([]);
    expect(harmMarkers({ ...none, days: [{ date: '2026-11-17', picks: 4, decided: 4 }] }).markers).toMatchObject([{ name: 'every_pick', count: 1 }]);
  });
  test('"the response is tiered": none, a nudge for one marker, a suggestion to set a limit or take a cool-off for two', () => {
    expect(harmMarkers(none).response).toBe('none');
    const raises = [new Date('2026-11-16T00:00:00Z'), new Date('2026-11-17T00:00:00Z')];
    expect(harmMarkers({ ...none, raisesRequestedAt: raises }).response).toBe('nudge');
    expect(harmMarkers({ ...none, raisesRequestedAt: raises, days: [{ date: '2026-11-17', picks: 5, decided: 5 }] }).response).toBe('suggest_limit_or_break');
  });
});
