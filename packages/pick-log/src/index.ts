// @gary/pick-log: the pick log's format and proofs, one text for the service that writes the log
// and the browser page that checks it. This entry holds the formats and the algorithms (as hash
// operations, see hash-op.ts) and reaches no Node API; `@gary/pick-log/node` runs them with
// node:crypto, `@gary/pick-log/web` with Web Crypto.
export * from './bytes';
export * from './hash-op';
export * from './merkle';
export * from './leaf-record';
export * from './signed-note';
export * from './fingerprint';
