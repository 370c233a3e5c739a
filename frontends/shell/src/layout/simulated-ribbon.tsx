import { useEffect, useState } from 'react';
import { Badge, useApi, type ApiClient } from '@gary/design';
import styles from './app-layout.module.css';

let known: Promise<boolean> | null = null;

/**
 * Whether the product runs on the simulated data provider, asked once per load of the scores feed
 * (public, and not the picks answer, whose plan depends on a session that may still be restoring).
 */
function simulatedData(api: ApiClient): Promise<boolean> {
  known ??= api.get<{ simulated?: boolean }>('/api/scores', { sport: 'NBA' }).then((r) => (r.ok ? r.data.simulated === true : false));
  return known;
}

/**
 * Every screen (the home page's priced pick and badges, the Billfold, the BetCard, the
 * leaderboard...) shows data made from the simulated games when no live source is connected:
 * one line under the navigation says so on all of them.
 */
export function SimulatedRibbon() {
  const api = useApi();
  const [simulated, setSimulated] = useState(false);
  useEffect(() => {
    let live = true;
    void simulatedData(api).then((s) => live && setSimulated(s));
    return () => {
      live = false;
    };
  }, [api]);
  if (!simulated) return null;
  return (
    <p className={styles.simulated} role="note" aria-label="Simulated data">
      <Badge tone="hazard">Simulated</Badge>
      <span>Games, odds, picks and results on this site come from the simulator: no live data source is connected.</span>
    </p>
  );
}
