export { report, percentile, scale, RESULTS_DIR, SHORT, type Figure } from './report';
