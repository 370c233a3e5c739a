export * from './axe';
export * from './browser';
export * from './gary-api';
export * from './product';
export * from './screens';
export * from './suite';
