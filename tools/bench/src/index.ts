export { report, percentile, RESULTS_DIR, type Figure } from './report';
