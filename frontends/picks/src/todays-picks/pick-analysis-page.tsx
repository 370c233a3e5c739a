// /picks/:id/analysis: one pick's whole Pro analysis, reachable from the back of its card. The
// server decides who may read it (the one rule of pick-access.ts): anyone else gets the 404 of an
// unknown pick. The page cannot tell a Pro pick from no pick, so it says both, and offers Pro
// rather than a retry that would answer the same.
import { Link, useParams } from 'react-router';
import { ButtonLink, usePageTitle, type ApiError, type OpenPick } from '@gary/design';
import { Badge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { cardOdds, cardPickLabel, formatConfidence, matchupShort, NO_ANALYSIS_TEXT, rationaleParagraphs } from '@gary/betting/display';
import { ClaimsChecked, pickWhen, Tags } from './pick-card';
import { AnalysisBlocks } from './pick-analysis';
import { BookPrices, CallBadge, PlayableLine } from './pick-live';
import styles from './pick-analysis.module.css';

type Answer = { pick: OpenPick };

const errorTitle = (e: ApiError) => (e.status === 404 ? 'This analysis is not yours to read.' : 'Unable to load the analysis. Please try refreshing the page.');
const NOT_READABLE = 'It is a Pro pick (Pro reads every pick), or no pick has this id.';

export default function PickAnalysisPage() {
  const { id = '' } = useParams();
  usePageTitle('Pick analysis');
  const q = useApiQuery((api, s) => api.get<Answer>(`/api/picks/${encodeURIComponent(id)}/analysis`, undefined, s), `pick-analysis-${id}`);
  return (
    <div className={styles.page}>
      <p>
        <Link to="/real-gary-picks">← Today's picks</Link>
      </p>
      <QueryState query={q} loading="Loading the analysis..." error={errorTitle}
        errorDetail={(e) => (e.status === 404 ? NOT_READABLE : null)}
        retryable={(e) => e.status !== 404}
        errorActions={(e) => (e.status === 404 ? <ButtonLink to="/pricing" variant="secondary">See Pro</ButtonLink> : null)}
      >
        {({ pick }) => {
          const paragraphs = rationaleParagraphs(pick.rationale);
          return (
            <article aria-label="Pick analysis">
              <div className={styles.head}>
                <Badge tone="accent">{pick.league}</Badge>
                <CallBadge pick={pick} />
                <span>{matchupShort(pick.awayTeam, pick.homeTeam, pick.matchup)} · {pickWhen(pick)}</span>
              </div>
              <div className={styles.head}>
                <h1>{cardPickLabel(pick.pick)}</h1>
                <strong>{cardOdds(pick.odds, pick.pick)}</strong>
                <span>Confidence {formatConfidence(pick.confidence)}</span>
              </div>
              <PlayableLine pick={pick} />
              <section className={styles.panel} aria-label="Gary's take">
                <h2 style={{ margin: '0 0 0.5em', fontSize: '1.1rem' }}>Gary's take</h2>
                {paragraphs.length ? paragraphs.map((p, i) => <p key={i}>{p}</p>) : <p>{NO_ANALYSIS_TEXT}</p>}
                <Tags pick={pick} />
              </section>
              <section className={styles.panel} aria-label="The analysis">
                <h2 style={{ margin: '0 0 0.6em', fontSize: '1.1rem' }}>The analysis</h2>
                <AnalysisBlocks pick={pick} />
                <BookPrices pick={pick} />
                <ClaimsChecked pick={pick} open />
                <p>
                  <a href={`/verify?pick=${encodeURIComponent(pick.pickId)}`}>Verify this pick in Gary's public log</a>
                </p>
              </section>
            </article>
          );
        }}
      </QueryState>
    </div>
  );
}
