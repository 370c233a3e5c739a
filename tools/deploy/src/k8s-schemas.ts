// Turns the Kubernetes OpenAPI (v2) document into the standalone, strict JSON schemas kubeconform
// reads (one file per kind and version, named as kubeconform looks them up:
// <kind>-<group prefix>-<version>.json, or <kind>-<version>.json for the core group). The same
// idea as openapi2jsonschema: references inlined, additionalProperties false wherever properties
// are listed, int-or-string and quantities accepting both forms. Run offline: the document comes
// from the k8s.io/kubernetes module the Go proxy serves.
import fs from 'node:fs';
import path from 'node:path';

type Schema = { [k: string]: unknown };

interface Gvk {
  group: string;
  version: string;
  kind: string;
}

const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';
const INT_OR_STRING = { oneOf: [{ type: 'string' }, { type: 'integer' }] };

export function schemaFileName(gvk: Gvk): string {
  const group = gvk.group ? `-${gvk.group.split('.')[0]}` : '';
  return `${gvk.kind.toLowerCase()}${group}-${gvk.version}.json`.toLowerCase();
}

export function createExpander(definitions: Record<string, Schema>) {
  const done = new Map<string, Schema>();

  function expand(node: unknown, stack: string[]): { value: unknown; cyclic: boolean } {
    if (Array.isArray(node)) {
      let cyclic = false;
      const value = node.map((n) => {
        const r = expand(n, stack);
        cyclic ||= r.cyclic;
        return r.value;
      });
      return { value, cyclic };
    }
    if (!node || typeof node !== 'object') return { value: node, cyclic: false };
    const obj = node as Schema;
    if (typeof obj.$ref === 'string') {
      const name = obj.$ref.replace('#/definitions/', '');
      if (name === QUANTITY) return { value: { oneOf: [{ type: 'string' }, { type: 'number' }] }, cyclic: false };
      const hit = done.get(name);
      if (hit) return { value: hit, cyclic: false };
      // A recursive type (JSONSchemaProps of CRDs) is accepted as any value below its first level.
      if (stack.includes(name)) return { value: {}, cyclic: true };
      const def = definitions[name];
      if (!def) throw new Error(`unknown reference ${obj.$ref}`);
      const r = expand(def, [...stack, name]);
      if (!r.cyclic) done.set(name, r.value as Schema);
      return r;
    }
    if (obj.format === 'int-or-string') return { value: INT_OR_STRING, cyclic: false };
    let cyclic = false;
    const out: Schema = {};
    for (const [k, v] of Object.entries(obj)) {
      // Formats (int32, date-time, byte) are annotations the API server enforces, not the schema.
      if (k === 'format' || k === 'x-kubernetes-group-version-kind' || k.startsWith('x-kubernetes-list') || k === 'x-kubernetes-patch-strategy' || k === 'x-kubernetes-patch-merge-key') continue;
      if (k === 'properties' && v && typeof v === 'object') {
        const props: Schema = {};
        for (const [pk, pv] of Object.entries(v as Schema)) {
          const r = expand(pv, stack);
          cyclic ||= r.cyclic;
          props[pk] = r.value;
        }
        out[k] = props;
        continue;
      }
      const r = expand(v, stack);
      cyclic ||= r.cyclic;
      out[k] = r.value;
    }
    if (out.properties && out.additionalProperties === undefined && !out['x-kubernetes-preserve-unknown-fields']) out.additionalProperties = false;
    return { value: out, cyclic };
  }

  return (name: string): Schema => expand({ $ref: `#/definitions/${name}` }, []).value as Schema;
}

export function generateSchemas(swagger: { definitions: Record<string, Schema> }, outDir: string): number {
  fs.mkdirSync(outDir, { recursive: true });
  const expand = createExpander(swagger.definitions);
  let count = 0;
  for (const [name, def] of Object.entries(swagger.definitions)) {
    const gvks = def['x-kubernetes-group-version-kind'] as Gvk[] | undefined;
    if (!gvks || name.endsWith('List') || /\.(WatchEvent|DeleteOptions|Status|APIResourceList|APIGroup|APIGroupList|APIVersions)$/.test(name)) continue;
    const base = expand(name);
    for (const gvk of gvks) {
      const apiVersion = gvk.group ? `${gvk.group}/${gvk.version}` : gvk.version;
      const props = { ...(base.properties as Schema), apiVersion: { type: 'string', enum: [apiVersion] }, kind: { type: 'string', enum: [gvk.kind] } };
      const schema = { $schema: 'http://json-schema.org/schema#', ...base, properties: props };
      fs.writeFileSync(path.join(outDir, schemaFileName(gvk)), JSON.stringify(schema));
      count += 1;
    }
  }
  return count;
}

if (require.main === module) {
  const [swaggerPath, outDir] = process.argv.slice(2);
  if (!swaggerPath || !outDir) {
    console.error('usage: k8s-schemas.ts SWAGGER_JSON OUT_DIR');
    process.exit(1);
  }
  const t0 = Date.now();
  const n = generateSchemas(JSON.parse(fs.readFileSync(swaggerPath, 'utf8')) as { definitions: Record<string, Schema> }, outDir);
  console.log(`${n} schemas written to ${outDir} in ${Date.now() - t0} ms`);
}
