import { GaryCoin, type BetCard } from '@gary/design';
import { Badge } from '@gary/design/badge';
import { cardBadge, cardWinRate, cardWinRateText, sidePercents, streakDisplay, vsRidingAllExplained, vsRidingAllLine } from './card-rules';
import { StreakIcon } from './streak-icon';
import styles from './betcard.module.css';

/** The stats card itself: badge, name, streak, coin, win-rate bar, record, sides, totals. */
export function BetCardView({ stats, titleId }: { stats: BetCard; titleId?: string }) {
  const rate = cardWinRate(stats);
  const sides = sidePercents(stats);
  const streak = streakDisplay(stats.streak);
  const units = vsRidingAllLine(stats.vsRidingAll, stats);
  const unitsWhy = vsRidingAllExplained(stats.vsRidingAll, stats);
  const badge = cardBadge(stats);
  const unitsClass = stats.vsRidingAll && stats.vsRidingAll.unitsAdded > 0 ? styles.positive : stats.vsRidingAll && stats.vsRidingAll.unitsAdded < 0 ? styles.negative : '';
  return (
    <>
      <div className={styles.top}>
        <GaryCoin size={68} />
        <div className={styles.who}>
          {badge ? <Badge tone={badge === 'RIDES WITH GARY' ? 'accent' : 'neutral'}>{badge}</Badge> : null}
          <h2 className={styles.username} id={titleId}>{stats.username || 'Bettor'}</h2>
          <span className={styles.streak} aria-label={`Streak: ${streak.label}`}>
            <span className={styles.label}>Streak</span> <StreakIcon icon={streak.icon} /> {streak.text}
          </span>
        </div>
      </div>
      <div>
        <div className={styles.rateRow}>
          <span className={styles.label}>Win rate</span>
          <span className={styles.rate}>{cardWinRateText(stats)}</span>
        </div>
        <div className={styles.track} role="progressbar" aria-label="Win rate" aria-valuemin={0} aria-valuemax={100} aria-valuenow={rate}>
          <div className={styles.fill} style={{ width: `${rate}%` }} />
        </div>
      </div>
      <div className={styles.grid}>
        <div className={styles.cell}>
          <div className={styles.label}>Record</div>
          <div className={styles.value}>{stats.winCount}-{stats.lossCount}</div>
        </div>
        <div className={styles.cell}>
          <div className={styles.label}>Total decisions</div>
          <div className={styles.value}>{stats.totalDecisions}</div>
        </div>
        <div className={styles.cell}>
          <div className={styles.label}>Bets with Gary</div>
          <div className={styles.value}>{stats.rideCount}{sides ? <span className={styles.pct}>{sides.ride}%</span> : null}</div>
        </div>
        <div className={styles.cell}>
          <div className={styles.label}>Fades against</div>
          <div className={styles.value}>{stats.fadeCount}{sides ? <span className={styles.pct}>{sides.fade}%</span> : null}</div>
        </div>
      </div>
      {units && stats.totalDecisions > 0 ? (
        <div>
          <p className={`${styles.units} ${unitsClass}`}>{units}</p>
          {unitsWhy ? <p className={styles.unitsWhy}>{unitsWhy}</p> : null}
        </div>
      ) : null}
    </>
  );
}
