// Turns CustomResourceDefinitions into the strict JSON schemas kubeconform reads, named like the
// built-in ones (<kind>-<group prefix>-<version>.json): the openAPIV3Schema of each served version,
// with additionalProperties false wherever properties are listed and the CRD does not ask to keep
// unknown fields, and apiVersion and kind fixed.
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { schemaFileName } from './k8s-schemas';

type Schema = { [k: string]: unknown };

interface Crd {
  kind: string;
  spec: { group: string; names: { kind: string }; versions: { name: string; served?: boolean; schema?: { openAPIV3Schema?: Schema } }[] };
}

export function strictify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictify);
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [k, v] of Object.entries(node as Schema)) {
    if (k === 'properties' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(Object.entries(v as Schema).map(([pk, pv]) => [pk, strictify(pv)]));
    } else if (k === 'format') {
      continue;
    } else out[k] = strictify(v);
  }
  if (out['x-kubernetes-int-or-string']) {
    delete out.type;
    out.anyOf = [{ type: 'string' }, { type: 'integer' }];
  }
  if (out.properties && out.additionalProperties === undefined && !out['x-kubernetes-preserve-unknown-fields']) out.additionalProperties = false;
  return out;
}

export function crdSchemas(yamlText: string): { file: string; schema: Schema }[] {
  const out: { file: string; schema: Schema }[] = [];
  for (const doc of parseAllDocuments(yamlText)) {
    const crd = doc.toJSON() as Crd | null;
    if (!crd || crd.kind !== 'CustomResourceDefinition') continue;
    for (const v of crd.spec.versions) {
      const base = v.schema?.openAPIV3Schema;
      if (!base || v.served === false) continue;
      const schema = strictify(base) as Schema;
      const props = (schema.properties ?? {}) as Schema;
      props.apiVersion = { type: 'string', enum: [`${crd.spec.group}/${v.name}`] };
      props.kind = { type: 'string', enum: [crd.spec.names.kind] };
      schema.properties = props;
      out.push({ file: schemaFileName({ group: crd.spec.group, version: v.name, kind: crd.spec.names.kind }), schema });
    }
  }
  return out;
}

if (require.main === module) {
  const [outDir, ...files] = process.argv.slice(2);
  if (!outDir || files.length === 0) {
    console.error('usage: crd-schemas.ts OUT_DIR CRD.yaml...');
    process.exit(1);
  }
  fs.mkdirSync(outDir, { recursive: true });
  const written = files.flatMap((f) => crdSchemas(fs.readFileSync(f, 'utf8')));
  for (const w of written) fs.writeFileSync(path.join(outDir, w.file), JSON.stringify(w.schema));
  console.log(`${written.map((w) => w.file).join(', ')} written to ${outDir}`);
}
