import { Badge } from './badge';

export type GradedResult = 'won' | 'lost' | 'push';

const RESULT_LABEL: Record<GradedResult, string> = { won: 'WON', lost: 'LOST', push: 'PUSH' };

/** Normalises the result spellings the spec allows (win/won, loss/lost, tie/push). */
export function normaliseResult(value: string | null | undefined): GradedResult | null {
  switch ((value ?? '').trim().toLowerCase()) {
    case 'won':
    case 'win':
      return 'won';
    case 'lost':
    case 'loss':
      return 'lost';
    case 'push':
    case 'tie':
      return 'push';
    default:
      return null;
  }
}

export function ResultBadge({ result }: { result: string | null | undefined }) {
  const r = normaliseResult(result);
  if (!r) return <Badge tone="pending">PENDING</Badge>;
  return <Badge tone={r}>{RESULT_LABEL[r]}</Badge>;
}
