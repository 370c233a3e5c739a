// The pick log as the service runs it: the signer loaded on first use (it needs the migrated
// schema), the git export when configured, OpenTimestamps of the daily checkpoints when calendars
// are configured (off by default), and the log's jobs: the day's checkpoint (signed at start-up and
// then whenever the Eastern date has none yet; records become public as their games start, and the
// export picks them up) and the stamping and upgrading of proofs.
import type { JobSpec, Logger, Pool } from '@gary/platform';
import type { Config } from '../config';
import { createGitExporter, type GitExporter } from './git-exporter';
import { createLedger, type Ledger } from './ledger';
import { loadLedgerSigner } from './ledger-keys';
import { calendarUrl, createCalendarClient } from './ots-calendar';
import { createOtsStamper, type OtsStamper } from './ots-stamper';
import { verifierKey } from './signed-note';

export function createLedgerSlice(config: Config, d: { pool: Pool; now: () => Date; logger: Logger }) {
  const { pool, now, logger } = d;
  let ledgerP: Promise<Ledger> | null = null;
  let exporter: GitExporter | null = null;
  const ledger = (): Promise<Ledger> =>
    (ledgerP ??= loadLedgerSigner({ pool, name: config.LEDGER_ORIGIN, envKey: config.LEDGER_SIGNING_KEY, now, logger })
      .then((signer) => {
        exporter = config.LEDGER_EXPORT_GIT_DIR
          ? createGitExporter({ dir: config.LEDGER_EXPORT_GIT_DIR, remote: config.LEDGER_EXPORT_GIT_REMOTE, db: pool, verifierKey: verifierKey(signer.name, signer.publicKey), now, logger })
          : null;
        return createLedger({ pool, signer, origin: config.LEDGER_ORIGIN, now, logger, onCheckpoint: exporter ? (c) => exporter!.exportCheckpoint(c) : undefined });
      })
      .catch((err) => {
        ledgerP = null;
        throw err;
      }));
  const calendars = config.LEDGER_OTS_CALENDARS.map(calendarUrl);
  const ots: OtsStamper | null =
    calendars.length > 0
      ? createOtsStamper({
          db: pool,
          calendars,
          client: createCalendarClient({ timeoutMs: config.LEDGER_OTS_TIMEOUT_MS }),
          now,
          logger,
          onProof: async (t) => exporter?.exportTimestamp(t),
        })
      : null;

  function jobs(): JobSpec[] {
    const list: JobSpec[] = [
      {
        name: 'daily-pick-log-checkpoint',
        scope: 'cluster',
        schedule: { every: config.LEDGER_DAILY_POLL_MS, runOnStart: true },
        run: async () => {
          await (await ledger()).dailyCheckpoint();
          await exporter?.exportRecords();
        },
      },
    ];
    // OpenTimestamps: stamps each daily checkpoint not stamped yet and upgrades pending proofs.
    if (ots) {
      list.push({
        name: 'pick-log-opentimestamps',
        scope: 'cluster',
        schedule: { every: config.LEDGER_OTS_POLL_MS, runOnStart: true },
        run: async () => {
          await ledger(); // the export is set up with the signer
          return ots.run();
        },
      });
    }
    return list;
  }

  return { ledger, jobs };
}

export type LedgerSlice = ReturnType<typeof createLedgerSlice>;
