export { startDistributed, SERVICE_ORDER, type Distributed, type DistributedOptions, type ProcessInfo } from './supervisor';
export { REPO_ROOT, serviceEnvironments, readChartWiring, type ChartWiring } from './service-env';
export { decide, grantPro, rng, sleep, tokenKey, until, userId, type Bettor, type Decision, type LoadResult } from './load';
export { checkStats, readTopicIds, type StatsCheck } from './checks';
export { startSlowLink, type SlowLink } from './slow-link';
