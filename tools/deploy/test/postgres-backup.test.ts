// The CloudNativePG backup objects (skipped by kubeconform: their CRD is not obtainable offline) hold
// together: the nightly ScheduledBackup names the Cluster that has the object store, the store's
// credentials come from a Secret whose documented shape has exactly the keys it reads, and a
// retention policy is set, so backups neither go missing nor pile up forever.
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '../../..');
type Doc = { kind: string; metadata: { name: string; namespace: string }; spec: Record<string, any> };
const docs = parseAllDocuments(fs.readFileSync(path.join(root, 'k8s/base/postgres.yaml'), 'utf8')).map((d) => d.toJS() as Doc);
const cluster = docs.find((d) => d.kind === 'Cluster')!;
const scheduled = docs.filter((d) => d.kind === 'ScheduledBackup');
const secretShape = parse(fs.readFileSync(path.join(root, 'k8s/secrets/gary-pg-backup.example.yaml'), 'utf8')) as { metadata: { name: string; namespace: string }; stringData: Record<string, string> };

test('WAL is archived to object storage with a retention policy, credentials from a Secret', () => {
  const store = cluster.spec.backup.barmanObjectStore;
  expect(store.destinationPath).toMatch(/^s3:\/\/[a-z0-9.-]+\/\S+$/);
  expect(cluster.spec.backup.retentionPolicy).toMatch(/^[1-9][0-9]*[dwm]$/);
  const refs = Object.values(store.s3Credentials as Record<string, { name: string; key: string }>);
  expect(refs.length).toBe(2);
  for (const ref of refs) expect(ref.name).toBe(secretShape.metadata.name);
  expect(refs.map((r) => r.key).sort()).toEqual(Object.keys(secretShape.stringData).sort());
  expect(secretShape.metadata.namespace).toBe(cluster.metadata.namespace);
  // A quiet database still archives: archive_timeout bounds what a lost volume takes with it.
  expect(cluster.spec.postgresql.parameters.archive_timeout).toMatch(/^\d+(s|min)$/);
});

test('a nightly base backup of that same cluster, through the object store', () => {
  expect(scheduled).toHaveLength(1);
  const s = scheduled[0]!;
  expect(s.metadata.namespace).toBe(cluster.metadata.namespace);
  expect(s.spec.cluster.name).toBe(cluster.metadata.name);
  expect(s.spec.method).toBe('barmanObjectStore');
  // CloudNativePG's schedule has six fields, seconds first.
  expect(String(s.spec.schedule).split(/\s+/)).toHaveLength(6);
});

test('the ScheduledBackup is in the list of kinds check.sh skips by name (no offline schema)', () => {
  expect(fs.readFileSync(path.join(root, 'tools/deploy/check.sh'), 'utf8')).toMatch(/SKIP_KINDS="[^"]*postgresql\.cnpg\.io\/v1\/ScheduledBackup/);
});
