export * from './events';
export * from './access-token';
export * from './eastern-date';
export * from './api';
