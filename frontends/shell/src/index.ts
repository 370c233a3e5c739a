// Async boundary: lets the federation runtime negotiate shared singletons before any React code runs.
void import('./bootstrap');
export {};
