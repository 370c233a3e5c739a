export { start, type StartOptions, type DecisionsHandle } from './service';
export { readConfig, configSchema, type Config } from './config';
export { createMemoryLeaderboardStore, type LeaderboardStore, type BoardEntry, type BoardPage } from './adapters/leaderboard-store';
export { createRedisLeaderboardStore } from './adapters/redis-leaderboard-store';
export { DECIDE_SQL } from './adapters/decisions-repo';
export { SETTLE_SQL } from './adapters/picks-repo';
export { bucketsAt, boardKey, type Period, type Buckets } from './domain/periods';
export { replayStats, type ReplayRow, type ReplayedStats } from './domain/stats-replay';
export { createLeaderboardKeeper, type LeaderboardKeeper } from './leaderboard/leaderboard-keeper';
