import { useSiteSimulated } from '@gary/design';
import { Badge } from '@gary/design/badge';
import styles from './common.module.css';

/**
 * Says plainly when the day's slate comes from the simulated data provider, unless the site-wide
 * ribbon already says it (one note a page, not two).
 */
export function SimulatedNote({ simulated }: { simulated: boolean | undefined }) {
  const site = useSiteSimulated();
  if (!simulated || site !== false) return null;
  return (
    <span className={styles.simulated}>
      <Badge tone="hazard">Simulated</Badge>
      Today's games and odds are simulated: no live data source is connected.
    </span>
  );
}
