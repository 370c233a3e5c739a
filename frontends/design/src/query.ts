// @gary/design/query: the one loading / error / retry / empty block and the hook that feeds it.
// Stateless, so each app bundles its own copy; the session and API client they use come from the
// shared @gary/design entry.
export { PlayBreak, QueryState, TRY_AGAIN, SOMETHING_WENT_WRONG, type QueryLike, type QueryStateProps } from './components/query-state';
export { useApiQuery, type ApiQueryState } from './hooks/use-api-query';
