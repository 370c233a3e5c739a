// Display rules of the public corrections log: what each correction says in words.
import type { Correction } from '@gary/design';

const RESULT_WORD: Record<string, string> = { won: 'Won', lost: 'Lost', push: 'Push', void: 'Void' };

export const resultWord = (r: string | null): string => (r === null ? 'Not graded' : (RESULT_WORD[r] ?? r));

export const KIND_LABEL: Record<Correction['kind'], string> = {
  final: 'Corrected final',
  void: 'Voided',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

/** "Won (110-90) → Lost (90-110)", "Not graded → Void". */
export function changeText(c: Pick<Correction, 'oldResult' | 'newResult' | 'oldFinalScore' | 'newFinalScore'>): string {
  const side = (r: string | null, score: string | null) => `${resultWord(r)}${score ? ` (${score})` : ''}`;
  return `${side(c.oldResult, c.oldFinalScore)} → ${side(c.newResult, c.newFinalScore)}`;
}

/** When, in US Eastern. */
export function correctedWhen(iso: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '—';
  return `${new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(t)} ET`;
}
