import { isExpectedConsoleError } from './browser';

test('"the journey fails on any console error": only an API\'s 4xx answer is an expected console error; a 5xx, a CSP refusal or a script error is not', () => {
  expect(isExpectedConsoleError('Failed to load resource: the server responded with a status of 401 (Unauthorized)', 'http://127.0.0.1:8080/api/auth/refresh')).toBe(true);
  expect(isExpectedConsoleError('Failed to load resource: the server responded with a status of 500 (Internal Server Error)', 'http://127.0.0.1:8080/api/picks/today')).toBe(false);
  expect(isExpectedConsoleError('Failed to load resource: the server responded with a status of 404 (Not Found)', 'http://127.0.0.1:8080/remotes/picks/remoteEntry.js')).toBe(false);
  expect(isExpectedConsoleError("Executing inline script violates the following Content Security Policy directive 'script-src 'self''.", 'http://127.0.0.1:8080/')).toBe(false);
  expect(isExpectedConsoleError('CSP report: script-src-elem blocked inline at http://127.0.0.1:8080/:12', '')).toBe(false);
});
