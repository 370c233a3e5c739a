import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, usePageTitle, type Billfold, type BillfoldKind, type BillfoldLedger, type BillfoldRange } from '@gary/design';
import { Badge, ResultBadge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { Segmented } from '@gary/design/segmented';
import { Table } from '@gary/design/table';
import {
  cardPickLabel,
  formatAmerican,
  formatPercent,
  formatRecord,
  formatShortDate,
  formatUnits,
  formatWinAmount,
} from '@gary/betting/display';
import { CalibrationChart } from './charts/calibration-chart';
import { UnitsChart } from './charts/units-chart';
import { FADE_NOTE, KINDS, LEDGERS, RANGES, distribution, emptyMessage, fetchErrorMessage, formatClv, ledgerOf, playableText, recordWinRate, roiSample } from './billfold-rules';
import styles from './billfold.module.css';
import { RecordHead } from './record-head';
import { BetsAndLeans } from './bets-leans';

type Recent = Billfold['recent'][number];

function Bar({ label, value, pct, good }: { label: string; value: string; pct: number; good?: boolean }) {
  const width = Math.max(0, Math.min(100, pct));
  return (
    <div className={styles.barRow}>
      <div className={styles.barHead}>
        <span>{label}</span>
        <span>{value}</span>
      </div>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(width)}>
        <div className={`${styles.fill} ${good ? styles.fillGood : ''}`} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

function Scratched({ rows }: { rows: NonNullable<Billfold['scratched']> }) {
  if (rows.length === 0) return null;
  return (
    <div className={styles.section}>
      <Card title="Scratched picks" titleId="bf-scratched">
        <p className={styles.muted}>Postponed, cancelled or voided games: never graded, counted in no record. <Link to="/corrections">Every correction</Link></p>
        <Table<NonNullable<Billfold['scratched']>[number]>
          label="Scratched picks"
          rows={rows}
          rowKey={(r, i) => `${r.date}-${r.matchup}-${i}`}
          columns={[
            { key: 'date', header: 'Date', render: (r) => formatShortDate(r.date) },
            { key: 'sport', header: 'Sport', render: (r) => r.sport },
            { key: 'matchup', header: 'Matchup', render: (r) => r.matchup },
            { key: 'status', header: 'Status', render: (r) => <Badge tone="hazard">{r.kind === 'void' ? 'VOID' : r.kind.toUpperCase()}</Badge> },
            { key: 'reason', header: 'Why', render: (r) => r.reason || '—' },
          ]}
        />
      </Card>
    </div>
  );
}

function Report({ data, kind }: { data: Billfold; kind: BillfoldKind }) {
  const rate = recordWinRate(data.record);
  const types = distribution(data.betTypes);
  return (
    <>
      {kind === 'games' ? <BetsAndLeans data={data} /> : null}
      <div className={styles.tiles}>
        <Card title="Record" titleId="bf-record" accent>
          <div className={`${styles.big} gary-num`}>{formatRecord(data.record)}</div>
          <p className={styles.sub}>
            YESTERDAY: <span className="gary-num">{formatRecord(data.yesterday)}</span>
          </p>
        </Card>
        <Card title="Win rate" titleId="bf-rate" accent>
          <div className={`${styles.big} ${rate !== null && rate >= 50 ? styles.win : ''}`}>{formatPercent(rate, 1)}</div>
          <p className={styles.sub}>Wins ÷ (wins + losses); pushes excluded.</p>
        </Card>
        <Card title="Top win" titleId="bf-top" accent className={styles.topWin}>
          {data.topWin ? (
            <>
              <div className={styles.amount}>{formatWinAmount(data.topWin.amount)}</div>
              <p>{data.topWin.matchup ?? 'Game not found'}</p>
              <p className={styles.muted}>
                {data.topWin.pick ? cardPickLabel(data.topWin.pick) : 'No pick data'} · {formatAmerican(data.topWin.odds)} · {formatShortDate(data.topWin.date)}
              </p>
              <p className={styles.muted} style={{ fontSize: '0.8rem' }}>Profit on a $100 stake.</p>
            </>
          ) : (
            <p className={styles.muted}>No winning pick in this range yet.</p>
          )}
        </Card>
      </div>
      <div className={styles.strip}>
        <div className={styles.stat}><div className={styles.statLabel}>Units won</div><div className={styles.statValue}>{formatUnits(data.unitsWon)}</div></div>
        <div className={styles.stat}>
          <div className={styles.statLabel}>ROI</div>
          <div className={styles.statValue}>{data.roi === null ? '—' : formatPercent(data.roi * 100, 1)}</div>
          {data.roi === null ? null : <div className={styles.statSample} data-testid="roi-sample">{roiSample(data.record.wins + data.record.losses + data.record.pushes, data.roiCi95)}</div>}
        </div>
        <div className={styles.stat}><div className={styles.statLabel}>Avg closing line value</div><div className={styles.statValue}>{data.avgClv === null ? '—' : formatPercent(data.avgClv * 100, 1)}</div></div>
      </div>
      {kind === 'games' && (data.parlay || data.playableHourBefore) ? (
        <div className={styles.two}>
          {data.parlay ? (
            <Card title="Parlay of the Day" titleId="bf-parlay">
              <div className={`${styles.big} gary-num`}>{formatRecord(data.parlay)}</div>
              <p className={styles.sub}>
                <span className="gary-num">{formatUnits(data.parlay.units, 2)}</span> at one unit a parlay. <Link to="/daily-parlay">Today's parlay (Pro)</Link>
              </p>
            </Card>
          ) : null}
          {data.playableHourBefore ? (
            <Card title="Playable an hour before" titleId="bf-playable">
              <div className={`${styles.big} gary-num`}>{playableText(data.playableHourBefore)}</div>
              <p className={styles.sub}>Graded picks a featured book still offered at or above their price to beat an hour before the game.</p>
            </Card>
          ) : null}
        </div>
      ) : null}
      <Card title="Recent picks" titleId="bf-recent">
        {data.recent.length === 0 ? (
          <p className={styles.muted}>No graded picks in this range.</p>
        ) : (
          <Table<Recent>
            label="Recent picks"
            rows={data.recent}
            rowKey={(r, i) => `${r.date}-${i}`}
            columns={[
              { key: 'date', header: 'Date', render: (r) => formatShortDate(r.date) },
              { key: 'sport', header: 'Sport', render: (r) => r.sport },
              kind === 'props'
                ? { key: 'odds', header: 'Odds', render: (r) => formatAmerican(r.odds) }
                : { key: 'matchup', header: 'Matchup', render: (r) => r.matchup || 'Game not found' },
              { key: 'pick', header: 'Pick', render: (r) => (r.pick?.trim() ? cardPickLabel(r.pick) : 'No pick data') },
              ...(kind === 'games' ? [{ key: 'clv', header: 'CLV', render: (r: Recent) => formatClv(r.clv) }] : []),
              {
                key: 'result',
                header: 'Result',
                render: (r) => (
                  <>
                    <ResultBadge result={r.result} />
                    {r.corrected ? (
                      <Link to="/corrections" className={styles.corrected} title="This result was corrected after grading">
                        corrected
                      </Link>
                    ) : null}
                  </>
                ),
              },
              ...(kind === 'games'
                ? [{ key: 'verify', header: 'Log', render: (r: Recent) => (r.pickId ? <Link to={`/verify?pick=${encodeURIComponent(r.pickId)}`} aria-label={`Verify ${r.pick ?? 'this pick'} in the public log`}>Verify</Link> : '—') }]
                : []),
            ]}
          />
        )}
        {kind === 'games' ? (
          <p className={styles.sub}>
            Take Gary&apos;s whole graded record with you, each pick with its leaf index in the public log so any row can be proven:{' '}
            <a href="/api/record/export?format=csv" download>Download the record (CSV)</a> · <a href="/api/record/export?format=json" download>Download the record (JSON)</a>
          </p>
        ) : null}
      </Card>
      <div className={styles.two}>
        <Card title="Sport performance" titleId="bf-sport">
          {data.bySport.length === 0 ? (
            <p className={styles.muted}>No sport data available</p>
          ) : (
            <div className={styles.bars}>
              {data.bySport.map((s) => {
                const pct = recordWinRate(s);
                return <Bar key={s.sport} label={s.sport} value={`${formatRecord(s)} · ${formatPercent(pct, 1)}`} pct={pct ?? 0} good={pct !== null && pct >= 50} />;
              })}
            </div>
          )}
        </Card>
        <Card title="Bet type distribution" titleId="bf-types">
          {types.length === 0 ? (
            <p className={styles.muted}>No bet type data available</p>
          ) : (
            <div className={styles.bars}>
              {types.map((t) => (
                <Bar key={t.type} label={t.type} value={`${t.count} bets · ${formatPercent(t.share, 0)}`} pct={t.share} />
              ))}
            </div>
          )}
        </Card>
      </div>
      <div className={styles.two}>
        <Card title="Most profitable bet type" titleId="bf-profitable">
          {data.mostProfitable ? (
            <div className={styles.profitable}>
              <span className={styles.profitableType}>{data.mostProfitable.type}</span>
              <span className="gary-num">
                {formatUnits(data.mostProfitable.units)} · ROI {formatPercent(data.mostProfitable.roi * 100, 1)}
              </span>
              <span className={styles.statSample}>{roiSample(data.mostProfitable.count, data.mostProfitable.roiCi95)}</span>
              <span className={styles.muted} style={{ fontSize: '0.85rem' }}>Among bet types with at least 3 graded bets.</span>
            </div>
          ) : (
            <p className={styles.muted}>No bet type data available</p>
          )}
        </Card>
        <Card title="Calibration" titleId="bf-calibration">
          <CalibrationChart buckets={data.calibration} />
        </Card>
      </div>
      <div className={styles.section}>
        <Card title="Units over time" titleId="bf-units">
          <UnitsChart points={data.unitsOverTime} />
        </Card>
      </div>
      <Scratched rows={data.scratched ?? []} />
    </>
  );
}

export default function BillfoldPage() {
  usePageTitle('Billfold');
  const [kind, setKind] = useState<BillfoldKind>('games');
  const [range, setRange] = useState<BillfoldRange>('all');
  // Gary or Fade Gary lives in the URL (?ledger=fade), so a faded Billfold can be linked and shared.
  const [params, setParams] = useSearchParams();
  const ledger: BillfoldLedger = kind === 'games' ? ledgerOf(params.get('ledger')) : 'gary';
  const setLedger = (l: BillfoldLedger) => {
    const next = new URLSearchParams(params);
    if (l === 'fade') next.set('ledger', 'fade');
    else next.delete('ledger');
    setParams(next, { replace: true });
  };
  const q = useApiQuery(
    (api, s) => api.get<Billfold>('/api/billfold', kind === 'games' ? { kind, range, ledger } : { kind, range }, s),
    `billfold-${kind}-${range}-${ledger}`,
  );

  const body = (
    <QueryState
      query={q}
      loading="Loading the Billfold..."
      error={(e) => fetchErrorMessage(e.message)}
      errorDetail={null}
      isEmpty={(d) => d.empty}
      empty={emptyMessage(kind)}
    >
      {(d) => <Report data={d} kind={kind} />}
    </QueryState>
  );

  return (
    <div className={styles.page}>
      <RecordHead title="The Billfold" />
      <p className="gary-lede">Every pick Gary made, graded against the final score. Nothing deleted, nothing cherry-picked.</p>
      <p><Link to="/how-good-is-gary">How good is Gary? His rule replayed on past seasons, beside the market.</Link></p>
      <div className={styles.controls}>
        <Segmented label="Pick type" options={KINDS} value={kind} onChange={setKind} />
        {kind === 'games' ? <Segmented label="Whose bets" options={LEDGERS} value={ledger} onChange={setLedger} /> : null}
        <span className={styles.controlLabel} id="bf-range-label">Range</span>
        <Segmented label="Date range" options={RANGES} value={range} onChange={setRange} />
      </div>
      {ledger === 'fade' ? <p className={styles.fadeNote}>{FADE_NOTE}</p> : null}
      {body}
      <p><Link to="/help">Betting is entertainment: limits, cool-offs and helplines on the help page.</Link></p>
    </div>
  );
}
