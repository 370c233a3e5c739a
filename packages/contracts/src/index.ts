export * from './events';
export * from './access-token';
