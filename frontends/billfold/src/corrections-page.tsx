// /corrections: every result Gary's record changed after grading, in public. A corrected final, a
// voided result, a postponed or cancelled game: the old and new result, why, who said so and when.
import { Link } from 'react-router';
import { Badge, Button, Card, EmptyState, Spinner, formatOdds, formatShortDate, pickLabel, useApiQuery, usePageTitle, type Correction, type CorrectionsResponse } from '@gary/design';
import { KIND_LABEL, changeText, correctedWhen } from './corrections-rules';
import { fetchErrorMessage } from './billfold-rules';
import styles from './billfold.module.css';

export default function CorrectionsPage() {
  usePageTitle('Corrections');
  const q = useApiQuery((api, s) => api.get<CorrectionsResponse>('/api/corrections', {}, s), 'corrections');

  let body;
  if (q.status === 'loading') body = <Spinner label="Loading the corrections..." />;
  else if (q.status === 'error')
    body = (
      <EmptyState tone="error" title="The corrections log is unavailable" actions={<Button onClick={q.reload}>Try again</Button>}>
        <p>{fetchErrorMessage(q.error.message)}</p>
      </EmptyState>
    );
  else if (q.data.corrections.length === 0) body = <EmptyState title="No corrections yet. Every result on the Billfold stands as first graded." />;
  else
    body = (
      <Card title={`${q.data.corrections.length} ${q.data.corrections.length === 1 ? 'correction' : 'corrections'}`} titleId="corrections-list">
        {/* One entry per correction rather than a wide table, so a phone reads every field without sideways scroll. */}
        <ol className={styles.corrections} aria-label="Corrections">
          {q.data.corrections.map((c: Correction) => (
            <li key={c.id} className={styles.correction}>
              <div className={styles.correctionHead}>
                <Badge tone={c.kind === 'final' ? 'accent' : 'hazard'}>{KIND_LABEL[c.kind]}</Badge>
                <span className={styles.muted}>{correctedWhen(c.correctedAt)}</span>
              </div>
              <p className={styles.correctionGame}>
                {c.league} · {c.matchup} · {formatShortDate(c.date)}
              </p>
              <dl className={styles.correctionFacts}>
                <dt>Pick</dt>
                <dd>{c.pick ? `${pickLabel(c.pick)} ${formatOdds(c.odds)}` : <span className={styles.muted}>Pro pick (locked)</span>}</dd>
                <dt>Result</dt>
                <dd>{changeText(c)}</dd>
                <dt>Why</dt>
                <dd>{c.reason}</dd>
                <dt>Source</dt>
                <dd>{c.source}</dd>
              </dl>
            </li>
          ))}
        </ol>
      </Card>
    );

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <p className="gary-eyebrow">Gary's public record</p>
          <h1 className={styles.title}>Corrections</h1>
        </div>
      </div>
      <p className="gary-lede">
        When a result changes after grading (the source corrects a final score, a result is voided, a game is postponed or cancelled), it is
        corrected here in public, never overwritten. Decisions on it are settled again, once; scratched games count in no record or streak.
      </p>
      <p>
        <Link to="/billfold">Back to the Billfold</Link>
      </p>
      {body}
    </div>
  );
}
