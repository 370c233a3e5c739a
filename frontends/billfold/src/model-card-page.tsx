// "How good is Gary?": the backtest's figures beside the market's on the same games, per league,
// calibration, closing line value, sample sizes and data credits, all read from the report the
// backtest wrote (artifacts/backtest/report.json); beside them the live record and how many graded
// picks it needs before its win rate is significant at the prices paid.
import { ButtonLink, Card, EmptyState, usePageTitle, type Billfold } from '@gary/design';
import { QueryState, useApiQuery } from '@gary/design/query';
import { Table, type Column } from '@gary/design/table';
import { formatRecord } from '@gary/betting/display';
import report from '../../../artifacts/backtest/report.json';
import { BacktestCalibrationChart } from './charts/backtest-calibration-chart';
import { CREDITS, clvText, fixed, pickRecordText, leaguesOf, liveSignificance, pct, seasonSpan, verdict, type BacktestReport, type LeagueReport } from './model-card-rules';
import { gamesVsPicks, notBacktested, plainBottomLine, plainModelNote } from './model-card-words';
import styles from './model-card.module.css';

const REPORT = report as unknown as BacktestReport;
type Row = { league: string; r: LeagueReport };

function LiveRecord() {
  const q = useApiQuery((api, s) => api.get<Billfold>('/api/billfold', { kind: 'games', range: 'all' }, s), 'model-card-billfold');
  return (
    <QueryState query={q} compact loading="Loading the live record..." error="The live record is unavailable right now.">
      {(d) => <LiveFigures data={d} />}
    </QueryState>
  );
}

function LiveFigures({ data }: { data: Billfold }) {
  const s = liveSignificance(data);
  return (
    <>
      <div className={`${styles.big} gary-num`}>{formatRecord(data.record)}</div>
      {s.state === 'none' ? <p className={styles.muted}>No graded picks yet.</p> : null}
      {s.state === 'below' ? (
        <p className={styles.muted}>
          Winning {pct(s.winRate)} of {s.graded} graded picks, not above the {pct(s.breakEven)} the prices paid need: no sample size makes that significant.
        </p>
      ) : null}
      {s.state === 'pending' ? (
        <p>
          Winning {pct(s.winRate)} against a break-even of {pct(s.breakEven)} at the prices paid. At this rate it takes{' '}
          <strong className="gary-num">{s.needed}</strong> graded picks before that is significant (one-sided 95%); {s.graded} so far.
        </p>
      ) : null}
      {s.state === 'reached' ? (
        <p className={styles.good}>
          Winning {pct(s.winRate)} against a break-even of {pct(s.breakEven)} over {s.graded} graded picks: significant at the prices paid (one-sided 95%).
        </p>
      ) : null}
    </>
  );
}

/** One row per league of the report. */
function LeagueTable({ label, columns }: { label: string; columns: Column<Row>[] }) {
  return <Table<Row> label={label} rows={leaguesOf(REPORT)} rowKey={(x) => x.league} columns={columns} />;
}

export default function ModelCardPage() {
  usePageTitle('How good is Gary?');
  const rows = leaguesOf(REPORT);
  const missing = notBacktested(REPORT);
  if (rows.length === 0) return <EmptyState title="No backtest report yet" />;
  return (
    <div className={styles.page}>
      <p className="gary-eyebrow">The model card</p>
      <h1 className={styles.title}>How good is Gary?</h1>
      <p className="gary-lede">
        Gary's pick rule replayed on real past seasons, game by game, knowing only what happened before each game. His probability of
        the home team winning is scored beside the betting market's on the very same games (Brier score and log loss: lower is better).
      </p>
      <Card title="The bottom line" titleId="mc-bottom-line" className={styles.section} accent>
        <ul className={styles.list} aria-label="The bottom line by league">
          {rows.map(({ league, r }) => (
            <li key={league}>{plainBottomLine(league, r)}</li>
          ))}
          {missing.map((m) => (
            <li key={m.league}>{m.reason}</li>
          ))}
        </ul>
        {REPORT.credits?.retrosheet ? <p className={styles.small}>{REPORT.credits.retrosheet}</p> : null}
        <p className={styles.small}>
          Odds: {rows.map(({ league }) => `${league}: ${REPORT.credits?.odds?.[league] ?? CREDITS[league] ?? 'see the report'}`).join(' ')}
        </p>
      </Card>
      <Card title="Gary vs the market, same games" titleId="mc-scores" className={styles.section}>
        <LeagueTable
          label="Gary vs the market by league"
          columns={[
            { key: 'league', header: 'League', render: (x) => `${x.league} ${seasonSpan(x.r.seasons)}` },
            { key: 'games', header: 'Games with a winner', numeric: true, render: (x) => x.r.games.toLocaleString('en-US') },
            { key: 'line', header: 'Market line', render: (x) => x.r.market.line },
            { key: 'mb', header: 'Market Brier', numeric: true, render: (x) => fixed(x.r.market.brier) },
            { key: 'gb', header: 'Gary Brier', numeric: true, render: (x) => fixed(x.r.gary.brier) },
            { key: 'ml', header: 'Market log loss', numeric: true, render: (x) => fixed(x.r.market.logLoss) },
            { key: 'gl', header: 'Gary log loss', numeric: true, render: (x) => fixed(x.r.gary.logLoss) },
            { key: 'w', header: 'Ratings’ say', numeric: true, render: (x) => `${Math.round(x.r.modelWeight * 100)}%` },
          ]}
        />
        <ul className={styles.list}>
          {rows.map(({ league, r }) => (
            <li key={league}>
              <strong>{league}:</strong> Gary is {verdict(r) === 'same' ? 'the market, no better and no worse' : `${verdict(r)} than the market`}. {plainModelNote(r)}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Picks, prices and the closing line" titleId="mc-picks" className={styles.section}>
        <LeagueTable
          label="Backtest picks by league"
          columns={[
            { key: 'league', header: 'League', render: (x) => x.league },
            { key: 'picks', header: 'Picks', numeric: true, render: (x) => x.r.picks.toLocaleString('en-US') },
            { key: 'rec', header: 'W-L-P', render: (x) => `${x.r.picksRecord.wins}-${x.r.picksRecord.losses}-${x.r.picksRecord.pushes}` },
            { key: 'roi', header: 'ROI (95%)', render: (x) => `${pct(x.r.picksRecord.roi)} (${pct(x.r.picksRecord.roiCi95[0])} to ${pct(x.r.picksRecord.roiCi95[1])})` },
            { key: 'clv', header: 'Closing line value', render: (x) => clvText(x.r.clv) },
            { key: 'fav', header: 'On the favourite', numeric: true, render: (x) => pct(x.r.favouriteShare, 0) },
          ]}
        />
        <LeagueTable
          label="Bets and Leans by league"
          columns={[
            { key: 'league', header: 'League', render: (x) => x.league },
            { key: 'leanBy', header: 'Leans follow', render: (x) => (x.r.leanBy === 'model' ? 'the model' : x.r.leanBy === 'price' ? 'the price' : 'n/a') },
            { key: 'bets', header: 'Bets', render: (x) => pickRecordText(x.r.bets) },
            { key: 'leans', header: 'Leans', render: (x) => pickRecordText(x.r.leans) },
          ]}
        />
        <ul className={styles.list} aria-label="Picks and games">
          {rows.map(({ league, r }) => {
            const words = gamesVsPicks(league, r);
            return words ? <li key={league}>{words}</li> : null;
          })}
        </ul>
        <p className={styles.small}>
          ROI is per one-unit pick at the price taken, with a bootstrap 95% interval. Closing line value is how far the market moved toward
          the pick between the opening and the closing line (probability points; NFL in spread points); the NBA file has one line only.
        </p>
      </Card>
      <div className={styles.grid}>
        {rows.map(({ league, r }) => (
          <Card key={league} title={`${league} calibration`} titleId={`mc-cal-${league}`}>
            <BacktestCalibrationChart bins={r.calibration} league={league} />
          </Card>
        ))}
        <Card title="Live record" titleId="mc-live" accent>
          <LiveRecord />
        </Card>
      </div>
      <Card title="Data and credits" titleId="mc-credits" className={styles.section}>
        <ul className={styles.list}>
          {rows.map(({ league }) => (
            <li key={league}>
              <strong>{league}</strong>
              {REPORT.data?.[league] ? ` (${REPORT.data[league]})` : ''}: {REPORT.credits?.odds?.[league] ?? CREDITS[league] ?? 'see the report'}
            </li>
          ))}
          {REPORT.credits?.retrosheet ? <li><strong>MLB starting pitchers</strong> (Retrosheet play-by-play): {REPORT.credits.retrosheet}</li> : null}
        </ul>
        <div className={styles.links}>
          <ButtonLink to="/billfold" variant="secondary">The Billfold</ButtonLink>
          <ButtonLink to="/how-it-works" variant="secondary">How it works</ButtonLink>
        </div>
      </Card>
    </div>
  );
}
