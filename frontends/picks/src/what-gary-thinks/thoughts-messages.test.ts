import { emptyThoughtsTitle, thoughtsErrorMessage } from './thoughts-messages';

describe('What Gary Thinks messages', () => {
  test('"error containing 429: OpenAI rate limit reached"', () => {
    expect(thoughtsErrorMessage({ status: 429, code: 'rate_limited', message: 'slow down' })).toBe('OpenAI rate limit reached. Please wait a moment and try again.');
    expect(thoughtsErrorMessage({ status: 502, code: 'x', message: 'upstream said 429' })).toBe('OpenAI rate limit reached. Please wait a moment and try again.');
  });

  test('"containing Too Many Requests: Too many requests to OpenAI"', () => {
    expect(thoughtsErrorMessage({ status: 503, code: 'x', message: 'Too Many Requests' })).toBe('Too many requests to OpenAI. Please wait a moment and try again.');
  });

  test('"others: Failed to load Gary\'s thoughts. Please try again."', () => {
    expect(thoughtsErrorMessage({ status: 500, code: 'internal', message: 'boom' })).toBe("Failed to load Gary's thoughts. Please try again.");
    expect(thoughtsErrorMessage(null)).toBe("Failed to load Gary's thoughts. Please try again.");
  });

  test('"empty: NO {sport} GAMES TODAY / NO GAMES TODAY"', () => {
    expect(emptyThoughtsTitle('nhl')).toBe('NO NHL GAMES TODAY');
    expect(emptyThoughtsTitle(null)).toBe('NO GAMES TODAY');
  });
});
