// `make restore-drill`: runs the restore drill (restore-drill.ts) and prints its figures; exits 1
// when a proof fails. DRILL_PHASE_SECONDS (default 10) sets how long each phase of writes runs,
// DRILL_WRITERS how many writers run at once; --json prints the report as one JSON line instead
// (the integration test reads it: the embedded servers cannot be loaded inside Jest).
import { runRestoreDrill, type DrillReport } from './restore-drill';

export function drillPassed(r: DrillReport): boolean {
  return (
    r.log.ok &&
    r.stats.mismatches.length === 0 &&
    r.stats.users > 0 &&
    r.writes.lost.length === 0 &&
    r.writes.afterPresent === 0 &&
    r.outbox.missing.length === 0 &&
    r.outbox.doubled === 0 &&
    r.subscriptions.lost === 0 &&
    r.subscriptions.doubled === 0 &&
    r.subscriptions.unknown === 0
  );
}

export function formatReport(r: DrillReport): string[] {
  const ok = (b: boolean) => (b ? 'ok' : 'FAILED');
  return [
    `writes during the base backup:  ${r.backup.writesDuring} acknowledged in ${r.backup.seconds.toFixed(1)} s (${(r.backup.bytes / 1e6).toFixed(1)} MB copied; ${r.walSegmentsArchived} WAL segments archived in all)`,
    `recovery point:                 ${r.recoveryPoint}, the moment before the mistake (${r.mistake.subscriptionsDeleted} subscriptions deleted)`,
    `writes lost:                    ${r.writes.lost.length} of ${r.writes.before} acknowledged before the point; ${r.writes.after} sent after it (over ${r.writes.afterSeconds.toFixed(1)} s) gone with the point as chosen, ${r.writes.afterPresent} of them present; ${r.writes.straddling} in flight at the point`,
    `recovery time:                  ${r.recoveryTimeSeconds.toFixed(1)} s from laying the backup down to the services serving`,
    `pick log:                       ${ok(r.log.ok)}: restored size ${r.log.restoredSize}, exported checkpoint ${r.log.exportedSize}; ${r.log.checkpointsChecked} exported checkpoints verified by consistency proofs${r.log.failures.length ? `\n  ${r.log.failures.join('\n  ')}` : ''}`,
    `stats recomputed:               ${ok(r.stats.mismatches.length === 0)}: ${r.stats.equal} of ${r.stats.users} users equal to a replay of their decision rows (${r.stats.settled} settled decisions)${r.stats.mismatches.length ? `\n  ${r.stats.mismatches.slice(0, 5).join('\n  ')}` : ''}`,
    `events relayed after restore:   ${r.outbox.relayed} unsent at the point, ${r.outbox.applied} of ${r.outbox.expected} consumer deliveries applied (${r.outbox.reopened} sent within the replay window sent again, skipped where applied)`,
    `lost:                           ${r.outbox.missing.length + r.subscriptions.lost + r.writes.lost.length}${r.outbox.missing.length ? `\n  ${r.outbox.missing.slice(0, 5).join('\n  ')}` : ''}`,
    `doubled:                        ${r.outbox.doubled + r.subscriptions.doubled + r.subscriptions.unknown}`,
    `subscriptions:                  ${r.subscriptions.restored} restored, ${r.subscriptions.lost} lost, ${r.subscriptions.doubled} users with two, ${r.subscriptions.unknown} unknown`,
    `writer errors:                  ${r.errors.length}${r.errors.length ? ` (first: ${r.errors[0]})` : ''}`,
  ];
}

if (require.main === module) {
  const phaseSeconds = Number(process.env.DRILL_PHASE_SECONDS ?? 10);
  const json = process.argv.includes('--json');
  runRestoreDrill({ phaseSeconds, writers: Number(process.env.DRILL_WRITERS ?? 3), log: (line) => console.log(`[drill] ${line}`) }).then(
    (r) => {
      if (json) console.log(JSON.stringify(r));
      else for (const line of formatReport(r)) console.log(line);
      const passed = drillPassed(r);
      console.log(passed ? 'restore drill: every proof holds' : 'restore drill: a proof FAILED');
      process.exit(passed ? 0 : 1);
    },
    (err: unknown) => {
      console.error(`restore drill failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      process.exit(1);
    },
  );
}
