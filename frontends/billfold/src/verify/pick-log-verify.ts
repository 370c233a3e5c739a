// Verifies a pick-log bundle (`GET /api/ledger/bundle/{pickId}`, format gary-pick-log-bundle/1) in the
// browser with Web Crypto alone (SHA-256 and Ed25519) and the RFC 8785 canonicaliser the log itself
// uses, so it runs with the network off. It trusts nothing in the bundle: each step recomputes.
//   1. the record's JCS bytes hash to the leaf: SHA-256(0x00 || JCS(record)) = leafHash
//   2. the inclusion proof from that leaf reaches a root (RFC 9162 2.1.3.2)
//   3. the checkpoint (a C2SP signed note) names that tree size and root, for the log's origin
//   4. its signature checks against the published verifier key
//   5. the pick was logged before its game: the record's publishedAt is before its commenceTime
//      (the note itself carries no time; publishedAt is the only time the signature covers).
// The formats and the hashing are @gary/pick-log's, the very code the service logs with.
import { equalBytes, fromBase64, leafText, parseNote, toBase64, toHex, utf8, type ParsedNote } from '@gary/pick-log';
import { leafHash as leafHashOf, parseVerifierKey, rootFromInclusion, signedBy } from '@gary/pick-log/web';

export { keyFingerprint } from '@gary/pick-log/web';

export type StepState = 'pass' | 'fail' | 'skip';
export interface Step {
  id: 'bundle' | 'leaf' | 'inclusion' | 'checkpoint' | 'signature' | 'time';
  title: string;
  state: StepState;
  detail: string;
  values: Array<[string, string]>;
}
export interface Verification {
  /** verified: every step passed; partial: nothing failed but the private record was not checked. */
  verdict: 'verified' | 'partial' | 'failed';
  steps: Step[];
  record: Record<string, unknown> | null;
}

export interface Bundle {
  format: string;
  origin: string;
  verifierKey: string;
  leafIndex: number;
  treeSize: number;
  leafHash: string;
  record: Record<string, unknown> | null;
  leaf: string | null;
  inclusion: string[];
  checkpoint: string;
}

/** A bundle from a file's text or an API answer; a clear message when it is not one. */
export function readBundle(input: unknown): Bundle {
  const o = (typeof input === 'string' ? JSON.parse(input) : input) as Record<string, unknown>;
  if (!o || typeof o !== 'object') throw new Error('not a JSON object');
  if (o.format !== 'gary-pick-log-bundle/1') throw new Error(`unknown bundle format ${JSON.stringify(o.format)}`);
  const need = (k: string, t: string) => {
    if (typeof o[k] !== t) throw new Error(`the bundle's ${k} is missing or not a ${t}`);
  };
  ['origin', 'verifierKey', 'leafHash', 'checkpoint'].forEach((k) => need(k, 'string'));
  ['leafIndex', 'treeSize'].forEach((k) => need(k, 'number'));
  if (!Array.isArray(o.inclusion) || !o.inclusion.every((x) => typeof x === 'string')) throw new Error("the bundle's inclusion is not a list of base64 hashes");
  if (o.record !== null && (typeof o.record !== 'object' || Array.isArray(o.record))) throw new Error("the bundle's record is not an object");
  if (o.leaf !== null && o.leaf !== undefined && typeof o.leaf !== 'string') throw new Error("the bundle's leaf is not text");
  return { ...(o as unknown as Bundle), leaf: (o.leaf as string | null | undefined) ?? null };
}

const short = (s: string, n = 24) => (s.length > n ? `${s.slice(0, n)}…` : s);

/**
 * Runs every step. `trustedKey` is the verifier key the reader trusts (the one published at
 * /api/ledger/key, in the git export, or pasted); without one the bundle's own key is used and
 * the signature step says so.
 */
export async function verifyBundle(bundle: Bundle, trustedKey?: string | null): Promise<Verification> {
  const steps: Step[] = [];
  const add = (s: Step) => steps.push(s);
  const record = bundle.record;

  add({ id: 'bundle', title: 'Bundle read', state: 'pass', detail: `Leaf ${bundle.leafIndex} of a log of ${bundle.treeSize}.`, values: [['origin', bundle.origin], ['pick', String(record?.pickId ?? 'private until its game starts')]] });

  // 1. record -> leaf
  let leafHash: Uint8Array;
  try {
    leafHash = fromBase64(bundle.leafHash);
  } catch {
    leafHash = new Uint8Array();
  }
  if (record) {
    let jcs: string | null;
    try {
      jcs = leafText(record);
    } catch {
      jcs = null;
    }
    if (jcs === null) {
      add({ id: 'leaf', title: 'The record hashes to the leaf', state: 'fail', detail: 'The record cannot be put in canonical form.', values: [] });
    } else {
      const bytes = utf8(jcs);
      const h = await leafHashOf(bytes);
      const same = equalBytes(h, leafHash);
      const textMatches = bundle.leaf === null || bundle.leaf === jcs;
      add({
        id: 'leaf',
        title: 'The record hashes to the leaf',
        state: same && textMatches ? 'pass' : 'fail',
        detail: !same
          ? 'SHA-256(0x00 ‖ JCS(record)) is not the leaf hash: the record was changed after it was logged.'
          : !textMatches
            ? "The bundle's leaf text is not the record's canonical form."
            : `SHA-256(0x00 ‖ the record's ${bytes.length} canonical JSON bytes, RFC 8785) is the leaf hash.`,
        values: [['computed', toBase64(h)], ['leaf hash', bundle.leafHash]],
      });
    }
  } else {
    add({ id: 'leaf', title: 'The record hashes to the leaf', state: 'skip', detail: "The record stays private until its game starts; its leaf hash is public and is checked below. Load the bundle again after the start to check the record.", values: [['leaf hash', bundle.leafHash]] });
  }

  // 2. inclusion
  let root: Uint8Array | null = null;
  try {
    root = leafHash.length === 32 ? await rootFromInclusion(bundle.leafIndex, bundle.treeSize, leafHash, bundle.inclusion.map(fromBase64)) : null;
  } catch {
    root = null;
  }
  add({
    id: 'inclusion',
    title: 'The leaf is in the tree',
    state: root ? 'pass' : 'fail',
    detail: root ? `The ${bundle.inclusion.length}-hash inclusion proof (RFC 9162) from leaf ${bundle.leafIndex} gives the root of a tree of ${bundle.treeSize}.` : 'The inclusion proof does not fit this leaf index and tree size.',
    values: root ? [['root', toBase64(root)]] : [],
  });

  // 3. checkpoint
  let note: ParsedNote | null = null;
  let noteError = '';
  try {
    note = parseNote(bundle.checkpoint);
  } catch (err) {
    noteError = (err as Error).message;
  }
  const cpOk = !!note && !!root && note.size === bundle.treeSize && equalBytes(note.root, root) && note.origin === bundle.origin;
  add({
    id: 'checkpoint',
    title: 'The signed checkpoint names that root',
    state: cpOk ? 'pass' : 'fail',
    detail: !note
      ? `The checkpoint cannot be read: ${noteError}.`
      : cpOk
        ? `Checkpoint of ${note.origin}: tree size ${note.size}, the same root.`
        : note.origin !== bundle.origin
          ? `The checkpoint is of another log (${note.origin}).`
          : `The checkpoint's tree (${note.size}, ${short(toBase64(note.root))}) is not the one the proof reaches.`,
    values: note ? [['tree size', String(note.size)], ['root', toBase64(note.root)]] : [],
  });

  // 4. signature
  let sigStep: Step;
  try {
    const keyText = trustedKey?.trim() || bundle.verifierKey;
    const key = await parseVerifierKey(keyText);
    const keyMatchesBundle = keyText === bundle.verifierKey.trim();
    const good = !!note && (await signedBy(note, key));
    sigStep = {
      id: 'signature',
      title: 'The signature checks against the published key',
      state: good ? 'pass' : 'fail',
      detail: good
        ? `Ed25519 signature by ${key.name} (key id ${toHex(key.keyId)}) over the checkpoint${trustedKey ? '' : "; checked against the bundle's own key: compare it with the one published at /api/ledger/key or in the log's git export"}.`
        : `No valid signature by ${key.name} (key id ${toHex(key.keyId)}) on this checkpoint${keyMatchesBundle ? '' : " (the bundle names another key)"}.`,
      values: [['key', keyText]],
    };
  } catch (err) {
    sigStep = { id: 'signature', title: 'The signature checks against the published key', state: 'fail', detail: (err as Error).message, values: [] };
  }
  add(sigStep);

  // 5. before the game: only a record that is the logged one can say when it was published.
  const leafPassed = steps.find((s) => s.id === 'leaf')?.state === 'pass';
  if (record && !leafPassed) {
    add({ id: 'time', title: 'Logged before the game started', state: 'skip', detail: 'Not checked: only a record that hashes to its leaf can show when it was logged.', values: [] });
  } else if (record) {
    const published = Date.parse(String(record.publishedAt));
    const commence = Date.parse(String(record.commenceTime));
    const fine = Number.isFinite(published) && Number.isFinite(commence) && published < commence;
    add({
      id: 'time',
      title: 'Logged before the game started',
      state: fine ? 'pass' : 'fail',
      detail: fine
        ? `Published and logged ${minutes(commence - published)} before the start. This is the record's publishedAt, the one time the signature covers (a checkpoint carries no time); the log's git export and the daily checkpoint's OpenTimestamps proof witness it independently.`
        : 'The record does not show it was published before its game started.',
      values: [['publishedAt', String(record.publishedAt)], ['commenceTime', String(record.commenceTime)]],
    });
  } else {
    add({ id: 'time', title: 'Logged before the game started', state: 'skip', detail: 'Needs the record, public once the game starts.', values: [] });
  }

  const verdict = steps.some((s) => s.state === 'fail') ? 'failed' : steps.every((s) => s.state === 'pass') ? 'verified' : 'partial';
  return { verdict, steps, record };
}

function minutes(ms: number): string {
  const m = Math.round(ms / 60_000);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return h < 48 ? `${h} h ${m % 60} min` : `${Math.floor(h / 24)} days`;
}
