export * from './events';
export * from './access-token';
export * from './eastern-date';
export * from './bet-card';
export * from './api';
