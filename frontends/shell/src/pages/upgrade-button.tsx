import { Button } from '@gary/design';
import { useUpgrade } from '@gary/design/upgrade';
import styles from './pricing.module.css';

/**
 * The one upgrade control: signed out -> /signin; signed in -> hosted checkout ("Processing..."),
 * and on failure the spec's message with a Try Again that reloads the page.
 */
export function UpgradeButton({ label = 'Upgrade to Pro', block = true }: { label?: string; block?: boolean }) {
  const upgrade = useUpgrade();
  if (upgrade.status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <span>{upgrade.message}</span>
        <Button variant="secondary" block={block} onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <Button size="large" block={block} onClick={() => void upgrade.start()} disabled={upgrade.status === 'processing'} aria-busy={upgrade.status === 'processing'}>
      {upgrade.status === 'processing' ? 'Processing...' : label}
    </Button>
  );
}
