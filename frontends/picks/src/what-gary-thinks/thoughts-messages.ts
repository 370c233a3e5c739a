import type { ApiError } from '@gary/design';

export const THOUGHT_SPORTS = ['NBA', 'MLB', 'NHL'] as const;
export type ThoughtSport = (typeof THOUGHT_SPORTS)[number];

/** The spec's three error texts, picked by what the failure says. */
export function thoughtsErrorMessage(error: Pick<ApiError, 'message' | 'status' | 'code'> | null | undefined): string {
  const text = `${error?.status ?? ''} ${error?.code ?? ''} ${error?.message ?? ''}`;
  if (/429/.test(text)) return 'OpenAI rate limit reached. Please wait a moment and try again.';
  if (/too many requests/i.test(text)) return 'Too many requests to OpenAI. Please wait a moment and try again.';
  return "Failed to load Gary's thoughts. Please try again.";
}

export function emptyThoughtsTitle(sport: string | null | undefined): string {
  return sport ? `NO ${sport.toUpperCase()} GAMES TODAY` : 'NO GAMES TODAY';
}
