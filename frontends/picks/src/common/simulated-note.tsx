import { Badge } from '@gary/design';
import styles from './common.module.css';

/** Says plainly when the day's slate comes from the simulated data provider. */
export function SimulatedNote({ simulated }: { simulated: boolean | undefined }) {
  if (!simulated) return null;
  return (
    <span className={styles.simulated}>
      <Badge tone="hazard">Simulated</Badge>
      Today's games and odds are simulated: no live data source is connected.
    </span>
  );
}
