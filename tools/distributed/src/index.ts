export { startDistributed, SERVICE_ORDER, type Distributed, type DistributedOptions, type ProcessInfo } from './supervisor';
export { serviceEnvironments, readChartWiring, type ChartWiring } from './service-env';
