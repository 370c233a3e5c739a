// "An OpenTimestamps calendar adapter (calendar URLs from the environment, off by default) that stamps
// each daily checkpoint and stores the .ots proof; test it against a local calendar server that answers
// in the protocol's format." The proofs are read back here by a walker written from the format, not
// by the adapter's parser.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
import { createCalendarClient } from '../src/ledger/ots-calendar';
import { createOtsStamper } from '../src/ledger/ots-stamper';
import { startLocalCalendar, type LocalCalendar } from './local-ots-calendar';

const MAGIC = Buffer.from('\x00OpenTimestamps\x00\x00Proof\x00', 'latin1');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest();

/** Every attestation in a detached .ots file with the message it attests, replaying the ops. */
function walkOts(file: Buffer): { digest: Buffer; attestations: Array<{ msg: Buffer; kind: string; uri?: string; height?: number }> } {
  let pos = 0;
  const take = (n: number) => {
    if (pos + n > file.length) throw new Error('truncated');
    pos += n;
    return file.subarray(pos - n, pos);
  };
  const uvarint = () => {
    let v = 0;
    for (let shift = 0; ; shift += 7) {
      const b = take(1)[0]!;
      v += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return v;
    }
  };
  const vbytes = () => take(uvarint());
  expect(take(MAGIC.length + 8).subarray(0, MAGIC.length)).toEqual(MAGIC);
  expect(take(2)).toEqual(Buffer.from([0x01, 0x08])); // version 1, sha256 file hash
  const digest = Buffer.from(take(32));
  const out: Array<{ msg: Buffer; kind: string; uri?: string; height?: number }> = [];
  const node = (msg: Buffer) => {
    const one = (tag: number) => {
      if (tag === 0x00) {
        const kind = take(8).toString('hex');
        const payload = vbytes();
        if (kind === '83dfe30d2ef90c8e') out.push({ msg, kind: 'pending', uri: payload.subarray(1, 1 + payload[0]!).toString() });
        else if (kind === '0588960d73d71901') out.push({ msg, kind: 'bitcoin', height: payload.reduce((v, b, i) => v + (b & 0x7f) * 2 ** (7 * i), 0) });
        else out.push({ msg, kind });
        return;
      }
      if (tag === 0x08) return node(sha256(msg));
      if (tag === 0xf0) return node(Buffer.concat([msg, vbytes()]));
      if (tag === 0xf1) {
        const arg = vbytes();
        return node(Buffer.concat([arg, msg]));
      }
      throw new Error(`unexpected tag ${tag}`);
    };
    let tag = take(1)[0]!;
    while (tag === 0xff) {
      one(take(1)[0]!);
      tag = take(1)[0]!;
    }
    one(tag);
  };
  node(digest);
  expect(pos).toBe(file.length);
  return { digest, attestations: out };
}

let svc: ServiceUnderTest<'pick-engine'>;
let up: LocalCalendar;
let down: LocalCalendar;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pick-log-ots-'));
const repo = path.join(tmp, 'repo');
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' });

async function until<T>(fn: () => Promise<T | null | undefined>, what: string): Promise<T> {
  const end = Date.now() + 20_000;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  up = await startLocalCalendar();
  down = await startLocalCalendar({ failWith: 503 });
  svc = await startServiceForTest({
    name: 'pick-engine', readConfig, start,
    env: {
      PICKS_SCHEDULER: 'false', PICKS_GENERATE_ON_START: 'false', LEDGER_DAILY_POLL_MS: '200',
      LEDGER_OTS_CALENDARS: `${down.url},${up.url}/`, LEDGER_OTS_POLL_MS: '200', LEDGER_EXPORT_GIT_DIR: repo,
    },
  });
});
afterAll(async () => {
  await svc?.stop();
  await up?.close();
  await down?.close();
  rmSync(tmp, { recursive: true, force: true });
});

test('"each daily checkpoint is stamped": the SHA-256 of the note is stamped (nonce and hash first, as the reference client does) and the pending .ots proof is stored and committed beside the checkpoint', async () => {
  const [stamp] = await until(async () => {
    const r = await svc.client.ListLedgerTimestamps({ date: today });
    return r.timestamps.length > 0 ? r.timestamps : null;
  }, 'the daily checkpoint to be stamped');
  const daily = (await svc.client.ListLedgerCheckpoints({ date: today })).checkpoints.find((c) => c.reason === 'daily')!;
  expect(stamp).toMatchObject({ checkpoint: daily.note, treeSize: Number(daily.treeSize), status: 'pending', calendars: [up.url], upgradedAt: '' });

  const proof = Buffer.from(stamp!.ots, 'base64');
  const { digest, attestations } = walkOts(proof);
  expect(digest).toEqual(sha256(Buffer.from(daily.note, 'utf8')));
  expect(stamp!.digest).toBe(digest.toString('hex'));
  // The calendar saw a nonce-blinded digest, not the checkpoint's own hash.
  expect(up.received).toHaveLength(1);
  expect(up.received[0]).not.toEqual(digest);
  expect(up.requests[0]).toBe('POST /digest accept=application/vnd.opentimestamps.v1');
  // The one attestation is the calendar's pending promise, on the commitment it issued.
  expect(attestations).toEqual([{ msg: expect.any(Buffer), kind: 'pending', uri: up.url }]);
  expect(up.commitments.has(attestations[0]!.msg.toString('hex'))).toBe(true);
  // A calendar that is down is skipped, not fatal.
  expect(down.requests.length).toBeGreaterThan(0);

  const file = path.join(repo, 'checkpoints', today, `${daily.treeSize}.txt.ots`);
  await until(async () => (readFileSync(file).equals(proof) ? true : null), 'the exported .ots');
  expect(readFileSync(path.join(repo, 'checkpoints', today, `${daily.treeSize}.txt`), 'utf8')).toBe(daily.note);
  await until(async () => (git('log', '--format=%s').includes(`OpenTimestamps proof of checkpoint ${daily.treeSize} (${today}, pending)`) ? true : null), 'the commit');
});

test('"later upgrade it (GET <calendar>/timestamp/<commitment hex>)": 404 while pending changes nothing; once anchored the Bitcoin attestation is merged, stored once and re-exported', async () => {
  const [before] = (await svc.client.ListLedgerTimestamps({ date: today })).timestamps;
  const commitment = walkOts(Buffer.from(before!.ots, 'base64')).attestations[0]!.msg;
  await until(async () => (up.requests.includes(`GET /timestamp/${commitment.toString('hex')} accept=application/vnd.opentimestamps.v1`) ? true : null), 'an upgrade attempt');
  expect((await svc.client.ListLedgerTimestamps({ date: today })).timestamps[0]!.ots).toBe(before!.ots);

  up.anchor(850_123);
  const after = await until(async () => {
    const t = (await svc.client.ListLedgerTimestamps({ date: today })).timestamps;
    return t[0]?.status === 'complete' ? t : null;
  }, 'the upgrade');
  expect(after).toHaveLength(1);
  const { digest, attestations } = walkOts(Buffer.from(after[0]!.ots, 'base64'));
  expect(digest.toString('hex')).toBe(before!.digest);
  const anchored = up.commitments.get(commitment.toString('hex'))!.anchored!;
  expect(attestations).toEqual(expect.arrayContaining([
    { msg: commitment, kind: 'pending', uri: up.url },
    { msg: anchored.merkleRoot, kind: 'bitcoin', height: 850_123 },
  ]));
  expect(after[0]!.upgradedAt).not.toBe('');

  const file = path.join(repo, 'checkpoints', today, `${after[0]!.treeSize}.txt.ots`);
  await until(async () => (readFileSync(file).equals(Buffer.from(after[0]!.ots, 'base64')) ? true : null), 'the re-exported .ots');
  await until(async () => (/OpenTimestamps proof of checkpoint \d+ \(.*, complete\)/u.test(git('log', '--format=%s')) ? true : null), 'the commit of the upgrade');
  // A complete proof is not asked about again, and a checkpoint is stamped once.
  const asked = up.requests.length;
  await new Promise((r) => setTimeout(r, 600));
  expect(up.requests.length).toBe(asked);
  expect(up.received).toHaveLength(1);
});

test('"every write that matters is idempotent": two stampers racing over the same new daily checkpoint store one proof', async () => {
  const { rows } = await svc.pool.query<{ key_id: string; note: string }>(`SELECT key_id, note FROM ledger_checkpoints WHERE reason = 'daily' LIMIT 1`);
  const note = rows[0]!.note.replace(/\n\n/u, '\n\n— another ');
  await svc.pool.query(`INSERT INTO ledger_checkpoints (tree_size, root_hash, note, key_id, reason, date, signed_at) VALUES (0, '\\x00', $1, $2, 'daily', '2026-01-02', now())`, [note, rows[0]!.key_id]);
  const make = () => createOtsStamper({ db: svc.pool, calendars: [up.url], client: createCalendarClient({ timeoutMs: 5_000 }), now: () => new Date(), logger: createLogger({ name: 't', level: 'silent' }) });
  const results = await Promise.all([make().run(), make().run()]);
  // The service's own job polls too and may win the race: whoever stamps, one proof is stored.
  expect(results.reduce((n, r) => n + r.stamped, 0)).toBeLessThanOrEqual(1);
  const stored = await svc.client.ListLedgerTimestamps({ date: '2026-01-02' });
  expect(stored.timestamps).toHaveLength(1);
  expect(walkOts(Buffer.from(stored.timestamps[0]!.ots, 'base64')).digest).toEqual(sha256(Buffer.from(note, 'utf8')));
});

test('"a checkpoint\'s proof is only ever upgraded": the database refuses a proof of another digest, a delete and a truncate', async () => {
  await expect(svc.pool.query(`UPDATE ledger_timestamps SET proof = set_byte(proof, 40, 0)`)).rejects.toThrow(/ledger_timestamps_proof_of_digest/u);
  await expect(svc.pool.query('DELETE FROM ledger_timestamps')).rejects.toThrow(/only ever upgraded/u);
  await expect(svc.pool.query('TRUNCATE ledger_timestamps')).rejects.toThrow(/only ever upgraded/u);
});

test('"calendar URLs from the environment (off by default)": none unless set, and only http(s)', () => {
  const env = { DATABASE_URL: 'postgres://localhost/x' };
  expect(readConfig(env).LEDGER_OTS_CALENDARS).toEqual([]);
  expect(() => readConfig({ ...env, LEDGER_OTS_CALENDARS: 'ftp://x.example' })).toThrow(/LEDGER_OTS_CALENDARS/u);
});

test('"bad input gets a clear 400": a date that is not one is invalid_date', async () => {
  await expect(svc.client.ListLedgerTimestamps({ date: '2026-02-30' })).rejects.toMatchObject({ code: 'invalid_date' });
});
