// What the fault tests use: the load (bettors, tokens, paced decisions, ../src/load.ts) and the
// checks of what the load left behind (../src/checks.ts, shared with the soak benchmark).
export { decide, grantPro, rng, sleep, tokenKey, until, userId, type Bettor, type Decision } from '../src/load';
export { checkStats, readTopicIds, type StatsCheck } from '../src/checks';
