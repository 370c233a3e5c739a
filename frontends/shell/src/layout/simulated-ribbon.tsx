import { useSiteSimulated } from '@gary/design';
import { Badge } from '@gary/design/badge';
import styles from './app-layout.module.css';

/**
 * Every screen (the home page's priced pick and badges, the Billfold, the BetCard, the
 * leaderboard...) shows data made from the simulated games when no live source is connected:
 * one line under the navigation says so on all of them.
 */
export function SimulatedRibbon() {
  if (!useSiteSimulated()) return null;
  return (
    <p className={styles.simulated} role="note" aria-label="Simulated data">
      <Badge tone="hazard">Simulated</Badge>
      <span>Games, odds, picks and results on this site come from the simulator: no live data source is connected.</span>
    </p>
  );
}
