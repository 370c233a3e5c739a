// /corrections: every result Gary's record changed after grading, in public. A corrected final, a
// voided result, a postponed or cancelled game: the old and new result, why, who said so and when.
import { Link } from 'react-router';
import { Card, usePageTitle, type Correction, type CorrectionsResponse } from '@gary/design';
import { Badge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { cardPickLabel, formatAmerican, formatShortDate } from '@gary/betting/display';
import { KIND_LABEL, changeText, correctedWhen } from './corrections-rules';
import { fetchErrorMessage } from './billfold-rules';
import styles from './billfold.module.css';
import { RecordHead } from './record-head';

export default function CorrectionsPage() {
  usePageTitle('Corrections');
  const q = useApiQuery((api, s) => api.get<CorrectionsResponse>('/api/corrections', {}, s), 'corrections');

  const body = (
    <QueryState
      query={q}
      loading="Loading the corrections..."
      error="The corrections log is unavailable"
      errorDetail={(e) => <p>{fetchErrorMessage(e.message)}</p>}
      isEmpty={(d) => d.corrections.length === 0}
      empty="No corrections yet. Every result on the Billfold stands as first graded."
    >
      {(data) => (
      <Card title={`${data.corrections.length} ${data.corrections.length === 1 ? 'correction' : 'corrections'}`} titleId="corrections-list">
        {/* One entry per correction rather than a wide table, so a phone reads every field without sideways scroll. */}
        <ol className={styles.corrections} aria-label="Corrections">
          {data.corrections.map((c: Correction) => (
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
                <dd>{c.pick ? `${cardPickLabel(c.pick)} ${formatAmerican(c.odds)}` : <span className={styles.muted}>Pro pick (locked)</span>}</dd>
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
      )}
    </QueryState>
  );

  return (
    <div className={styles.page}>
      <RecordHead title="Corrections" />
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
