// /daily-parlay: Parlay of the Day (Pro). Gary's two or three highest-probability picks from
// different games, combined: each leg at the best book's price, the price (product of the legs'
// decimal prices), the probability (product of the legs', which assumes independence: said on the
// page), its grade. Ride or fade it like a pick. A free or signed-out reader gets what the server
// sends them: the date and how many legs, under the upgrade lock.
import { Card, usePageTitle, useSession, type OpenParlay, type ParlayToday } from '@gary/design';
import { Badge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { bookTitle, cardPickLabel, formatAmerican, formatEasternTime, formatGameDay, formatShortDate } from '@gary/betting/display';
import { SimulatedNote } from '../common/simulated-note';
import { UpgradeOverlay } from '../common/upgrade-overlay';
import { useDecisions } from '../decisions/use-decisions';
import { DecisionButtons } from '../todays-picks/pick-card';
import { decimal, fadeWords, legResultText, NO_PARLAY, PARLAY_LOAD_FAILED, parlayBreakEven, parlayExpectedValue, parlayStatus, percent, signedPercent, valueWords } from './daily-parlay-rules';
import styles from './daily-parlay.module.css';

/** A book's key as its display name ('betmgm' -> BetMGM), by the one table in @gary/betting. */
const bookName = (key: string) => bookTitle(key) || 'the books';

const resultTone = (r: OpenParlay['legs'][number]['result']) => (r === 'won' ? 'won' : r === 'lost' ? 'lost' : r === 'push' || r === 'void' ? 'push' : 'pending');

function OpenParlayCard({ x }: { x: OpenParlay }) {
  const decisions = useDecisions();
  const label = `Parlay of the Day (${x.legCount} legs) ${formatAmerican(x.odds)}`;
  const breakEven = parlayBreakEven(x.odds);
  const state = decisions.closed[x.parlayId] && x.status === 'open' ? 'live' : x.status === 'graded' ? 'final' : x.status === 'started' ? 'live' : 'open';
  return (
    <Card title={`${x.legCount}-leg parlay · ${formatAmerican(x.odds)}`} titleId="parlay-card" accent>
      <div className={styles.result}>
        <Badge className={styles.wrap} tone={x.result ? (x.result === 'won' ? 'won' : x.result === 'lost' ? 'lost' : 'push') : 'accent'}>{parlayStatus(x)}</Badge>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Price</dt>
          <dd>{formatAmerican(x.odds)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Decimal</dt>
          <dd>{decimal(x.decimalPrice)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Gary's probability</dt>
          <dd>{percent(x.probability)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Break-even</dt>
          <dd>{breakEven === null ? '–' : percent(breakEven)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Expected value</dt>
          <dd>{signedPercent(parlayExpectedValue(x.probability, x.decimalPrice))}</dd>
        </div>
      </dl>
      <ol className={styles.legs} aria-label="Legs">
        {x.legs.map((l) => (
          <li key={l.pickId} className={styles.leg}>
            <span className={styles.legPick}>{cardPickLabel(l.pick)}</span>
            <span className={styles.legPrice}>{formatAmerican(l.price)}</span>
            <span className={styles.legMeta}>
              <Badge tone="accent">{l.league}</Badge> {l.game} · {formatGameDay(l.gameTime)} {formatEasternTime(new Date(l.gameTime))} · best price at {bookName(l.book)} ·
              Gary {percent(l.probability)} · <Badge tone={resultTone(l.result)}>{legResultText(l.result)}</Badge>
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        Price: the product of the legs' decimal prices at the best books. {x.independence} A leg that pushes or is scratched drops out (the
        parlay pays the product of the rest); any lost leg loses it; all legs dropping out is a push.
      </p>
      <p className={styles.note}>{valueWords(x.probability, x.decimalPrice, x.odds)}</p>
      <p className={styles.note}>{fadeWords(x.odds)}</p>
      <div className={styles.actions}>
        <DecisionButtons label={label} chosen={decisions.chosen[x.parlayId]} pending={decisions.pending === x.parlayId} state={state} onDecide={(side) => void decisions.decide(x.parlayId, side, label)} />
      </div>
    </Card>
  );
}

function LockedParlayCard({ date, gameDay, legCount }: { date: string; gameDay: string | null; legCount: number }) {
  return (
    <div className={styles.locked}>
      <Card title={`${legCount}-leg parlay`} titleId="parlay-card">
        <div className={styles.lockedBody} aria-hidden="true">
          <p>{Array.from({ length: legCount }, (_, i) => `Leg ${i + 1}`).join(' · ')}</p>
        </div>
      </Card>
      <UpgradeOverlay title="Unlock the Parlay of the Day" context={`${formatShortDate(gameDay ?? date)} · ${legCount} legs`} />
    </div>
  );
}

export default function DailyParlayPage() {
  usePageTitle('Parlay of the Day');
  const session = useSession();
  // Asked once the session is known, and again when it changes: the answer depends on who asks.
  const q = useApiQuery((api, s) => api.get<ParlayToday>('/api/parlays/today', {}, s), `daily-parlay-${session.status}-${session.plan}`, session.status !== 'loading');
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <p className="gary-eyebrow">Pro</p>
        <h1 className={styles.title}>Parlay of the Day</h1>
        <p className="gary-lede">Gary's two or three most likely picks from different games that are still at or better than their number, combined into one ticket. Ride it or fade it like a pick; it keeps its own record on the Billfold.</p>
      </div>
      <QueryState query={q} loading="Loading the Parlay of the Day..." error={PARLAY_LOAD_FAILED} isEmpty={(d) => d.parlay === null} empty="No Parlay of the Day yet" emptyDetail={NO_PARLAY}>
        {(d) => (
          <>
            <SimulatedNote simulated={d.simulated} />
            {d.parlay === null ? null : d.parlay.locked ? <LockedParlayCard date={d.parlay.date} gameDay={d.parlay.gameDay} legCount={d.parlay.legCount} /> : <OpenParlayCard x={d.parlay} />}
          </>
        )}
      </QueryState>
    </div>
  );
}
