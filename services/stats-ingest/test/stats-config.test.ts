import { liveLeagues } from '../src/service';
import { readConfig } from '../src/config';

const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/gary' };

test('"with a real odds key, MLB and NHL context comes from their free official APIs by default"', () => {
  expect(readConfig({ ...base, ODDS_API_KEY: 'k' }).STATS_LIVE).toBe(true);
  expect([...liveLeagues(readConfig({ ...base, ODDS_API_KEY: 'k' }))].sort()).toEqual(['MLB', 'NHL']);
});

test('no odds key: simulated context (tests and the embedded mode); STATS_LIVE still decides when it is set', () => {
  expect(readConfig(base).STATS_LIVE).toBe(false);
  expect(readConfig({ ...base, ODDS_API_KEY: '' }).STATS_LIVE).toBe(false);
  expect(readConfig({ ...base, ODDS_API_KEY: 'k', STATS_LIVE: 'false' }).STATS_LIVE).toBe(false);
  expect(readConfig({ ...base, STATS_LIVE: 'true' }).STATS_LIVE).toBe(true);
});
