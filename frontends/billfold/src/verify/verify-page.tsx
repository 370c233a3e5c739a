// /verify: check a pick against Gary's public pick log, the math done in this browser. The one thing
// taken from Gary is the key, so the page shows its fingerprint to compare with a copy got elsewhere.
// Load a bundle file (or drop one), or a pick id (its bundle fetched from /api/ledger/bundle/{id});
// every check runs here (Web Crypto, RFC 8785), so once the page is loaded a file is verified with
// the network off. The published verifier key is fetched when the page opens, and can be pasted.
import { useCallback, useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, useApi, usePageTitle } from '@gary/design';
import { keyFingerprint, readBundle, verifyBundle, type Bundle, type Verification } from './pick-log-verify';
import styles from './verify.module.css';

const PICK_ID = /^[A-Za-z0-9_-]{1,100}$/u;
const MARK = { pass: '✓', fail: '✗', skip: '–' } as const;
const STATE_LABEL = { pass: 'passed', fail: 'failed', skip: 'not checked' } as const;

function Result({ v, source }: { v: Verification; source: string }) {
  const r = v.record;
  const headline =
    v.verdict === 'verified'
      ? 'Verified: this pick is in Gary’s signed log, unchanged, logged before its game.'
      : v.verdict === 'partial'
        ? 'The leaf is in Gary’s signed log. The record itself stays private until its game starts.'
        : 'Verification FAILED: this bundle does not match Gary’s signed log.';
  return (
    <section aria-labelledby="verify-result" aria-live="polite" className={styles.result} data-verdict={v.verdict}>
      <h2 id="verify-result" className={`${styles.verdict} ${styles[v.verdict]}`}>
        {headline}
      </h2>
      <p className={styles.muted}>{source}</p>
      {r ? (
        <p className={styles.pick}>
          {v.verdict === 'failed' ? 'The bundle claims: ' : null}
          <strong>{String(r.pickText ?? '')}</strong> · {String(r.awayTeam ?? '')} @ {String(r.homeTeam ?? '')} · {String(r.league ?? '')} · {String(r.date ?? '')}
        </p>
      ) : null}
      <ol className={styles.steps}>
        {v.steps.map((s) => (
          <li key={s.id} className={`${styles.step} ${styles[s.state]}`} data-step={s.id} data-state={s.state}>
            <span className={styles.mark} aria-hidden="true">{MARK[s.state]}</span>
            <div className={styles.stepBody}>
              <p className={styles.stepTitle}>
                {s.title} <span className="gary-visually-hidden">({STATE_LABEL[s.state]})</span>
              </p>
              <p className={styles.detail}>{s.detail}</p>
              {s.values.length > 0 ? (
                <dl className={styles.values}>
                  {s.values.map(([k, val]) => (
                    <div key={k} className={styles.valueRow}>
                      <dt>{k}</dt>
                      <dd>
                        <code>{val}</code>
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function VerifyPage() {
  usePageTitle('Verify a pick');
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const [pickId, setPickId] = useState(params.get('pick') ?? '');
  const [trustedKey, setTrustedKey] = useState('');
  const [keyNote, setKeyNote] = useState('Fetching the published key…');
  const [fingerprint, setFingerprint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ v: Verification; source: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const autoRan = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // On a phone the result lands below the inputs: bring it into view.
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [result]);

  // The published key, fetched once while the page loads, so a file is checked against it offline.
  useEffect(() => {
    const ctrl = new AbortController();
    fetch('/api/ledger/key', { signal: ctrl.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const text = (await res.text()).trim();
        setTrustedKey((k) => k || text);
        setKeyNote('Fetched from Gary’s /api/ledger/key when this page opened: compare its fingerprint with a copy you got elsewhere, or paste a key you trust.');
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setKeyNote('Could not fetch the published key: paste it here, or the bundle’s own key is used (and the result says so).');
      });
    return () => ctrl.abort();
  }, []);

  // The fingerprint of whatever key is in the box, fetched or pasted.
  useEffect(() => {
    let live = true;
    const key = trustedKey.trim();
    if (!key || !globalThis.crypto?.subtle) {
      setFingerprint(null);
      return;
    }
    void keyFingerprint(key).then((f) => live && setFingerprint(f), () => live && setFingerprint(null));
    return () => {
      live = false;
    };
  }, [trustedKey]);

  const run = useCallback(
    async (bundle: Bundle, source: string) => {
      if (!globalThis.crypto?.subtle) {
        setError('This browser offers no Web Crypto here (it needs https or localhost).');
        return;
      }
      try {
        setResult({ v: await verifyBundle(bundle, trustedKey || null), source });
        setError(null);
      } catch (err) {
        setError(`Could not verify: ${(err as Error).message}. Ed25519 in Web Crypto needs a current browser.`);
      }
    },
    [trustedKey],
  );

  const loadFile = useCallback(
    async (file: File) => {
      setResult(null);
      let bundle: Bundle;
      try {
        bundle = readBundle(await file.text());
      } catch (err) {
        setError(`${file.name} is not a pick-log bundle: ${(err as Error).message}.`);
        return;
      }
      await run(bundle, `From the file ${file.name}, checked in this browser.`);
    },
    [run],
  );

  const loadPick = useCallback(
    async (id: string) => {
      setResult(null);
      if (!PICK_ID.test(id)) {
        setError('A pick id is letters, digits, _ and -.');
        return;
      }
      setBusy(true);
      const r = await api.get<unknown>(`/api/ledger/bundle/${encodeURIComponent(id)}`);
      setBusy(false);
      if (!r.ok) {
        setError(r.error.message);
        return;
      }
      let bundle: Bundle;
      try {
        bundle = readBundle(r.data);
      } catch (err) {
        setError(`The server's bundle is not one: ${(err as Error).message}.`);
        return;
      }
      await run(bundle, `Bundle of ${id} fetched from /api/ledger/bundle; every check ran in this browser.`);
    },
    [api, run],
  );

  // /verify?pick=<id> (the links from each pick and Billfold row) checks that pick at once.
  useEffect(() => {
    const id = params.get('pick');
    if (id && !autoRan.current && keyNote !== 'Fetching the published key…') {
      autoRan.current = true;
      void loadPick(id);
    }
  }, [params, keyNote, loadPick]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const id = pickId.trim();
    setParams(id ? { pick: id } : {}, { replace: true });
    void loadPick(id);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const f = e.dataTransfer.files[0];
    if (f) void loadFile(f);
  };

  return (
    <div className={styles.page}>
      <p className="gary-eyebrow">Gary's public pick log</p>
      <h1 className={styles.title}>Verify a pick</h1>
      <p className="gary-lede">
        Every pick Gary publishes goes into an append-only Merkle log whose checkpoints he signs. Check one here, with the math done in your browser: the record
        hashes to its leaf, the leaf is in the signed tree, the signature checks against the key, and the pick was logged before its game. The key comes from
        Gary, so the check is only as good as your copy of it: compare its fingerprint below with one you got elsewhere.
      </p>
      <div className={styles.inputs}>
        <Card title="A bundle file" titleId="verify-file">
          <div
            className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <p>Drop a bundle (.json) here, or</p>
            <label className={styles.fileLabel}>
              <span>Choose a bundle file</span>
              <input
                ref={fileInput}
                className={styles.file}
                type="file"
                accept="application/json,.json"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) void loadFile(f);
                  e.target.value = '';
                }}
              />
            </label>
            <p className={styles.small}>Checked offline: nothing is sent anywhere.</p>
          </div>
        </Card>
        <Card title="A pick id" titleId="verify-id">
          <form onSubmit={onSubmit} className={styles.form}>
            <label htmlFor="verify-pick-id" className={styles.label}>Pick id</label>
            <div className={styles.row}>
              <input id="verify-pick-id" className={styles.text} value={pickId} onChange={(e) => setPickId(e.target.value)} placeholder="pk_…" autoComplete="off" spellCheck={false} />
              <Button type="submit" disabled={busy}>{busy ? 'Fetching…' : 'Verify'}</Button>
            </div>
            <p className={styles.small}>
              Fetches the bundle from <code>/api/ledger/bundle/&lt;id&gt;</code>;{' '}
              {pickId.trim() && PICK_ID.test(pickId.trim()) ? <a href={`/api/ledger/bundle/${encodeURIComponent(pickId.trim())}`} download>download it</a> : 'download it'} to check it later offline.
            </p>
          </form>
        </Card>
      </div>
      <Card title="Published key" titleId="verify-key">
        <label htmlFor="verify-trusted-key" className={styles.label}>Verifier key</label>
        <textarea id="verify-trusted-key" className={styles.key} rows={3} value={trustedKey} onChange={(e) => setTrustedKey(e.target.value)} spellCheck={false} />
        <p className={styles.small}>{keyNote}</p>
        {fingerprint ? (
          <p className={styles.small} data-testid="key-fingerprint">
            Fingerprint (SHA-256 of the key): <code>{fingerprint}</code>
          </p>
        ) : null}
      </Card>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div ref={resultRef}>{result ? <Result v={result.v} source={result.source} /> : null}</div>
    </div>
  );
}
