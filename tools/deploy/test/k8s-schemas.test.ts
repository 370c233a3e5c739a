import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createExpander, generateSchemas, schemaFileName } from '../src/k8s-schemas';

const definitions = {
  'io.k8s.api.apps.v1.Thing': {
    type: 'object',
    properties: { spec: { $ref: '#/definitions/io.k8s.api.apps.v1.ThingSpec' }, apiVersion: { type: 'string' }, kind: { type: 'string' } },
    'x-kubernetes-group-version-kind': [{ group: 'apps', version: 'v1', kind: 'Thing' }],
  },
  'io.k8s.api.apps.v1.ThingSpec': {
    type: 'object',
    required: ['port'],
    properties: {
      port: { $ref: '#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString' },
      cpu: { $ref: '#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity' },
      count: { type: 'integer', format: 'int32' },
      self: { $ref: '#/definitions/io.k8s.api.apps.v1.ThingSpec' },
    },
  },
  'io.k8s.apimachinery.pkg.util.intstr.IntOrString': { type: 'string', format: 'int-or-string' },
  'io.k8s.apimachinery.pkg.api.resource.Quantity': { type: 'string' },
};

describe('Kubernetes OpenAPI to standalone strict JSON schemas', () => {
  test('file names are the ones kubeconform looks up (<kind>-<group prefix>-<version>, core without group)', () => {
    expect(schemaFileName({ group: 'networking.k8s.io', version: 'v1', kind: 'NetworkPolicy' })).toBe('networkpolicy-networking-v1.json');
    expect(schemaFileName({ group: '', version: 'v1', kind: 'ConfigMap' })).toBe('configmap-v1.json');
  });

  test('"standalone-strict": references inlined, unknown properties refused, int-or-string and quantities take both forms', () => {
    const thing = createExpander(definitions)('io.k8s.api.apps.v1.Thing') as { additionalProperties: boolean; properties: { spec: Record<string, unknown> } };
    expect(thing.additionalProperties).toBe(false);
    const spec = thing.properties.spec as { additionalProperties: boolean; required: string[]; properties: Record<string, unknown> };
    expect(spec.additionalProperties).toBe(false);
    expect(spec.required).toEqual(['port']);
    expect(spec.properties.port).toEqual({ oneOf: [{ type: 'string' }, { type: 'integer' }] });
    expect(spec.properties.cpu).toEqual({ oneOf: [{ type: 'string' }, { type: 'number' }] });
    expect(spec.properties.count).toEqual({ type: 'integer' });
    expect(spec.properties.self).toEqual({});
  });

  test('one file per kind, with apiVersion and kind fixed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
    expect(generateSchemas({ definitions }, dir)).toBe(1);
    const s = JSON.parse(fs.readFileSync(path.join(dir, 'thing-apps-v1.json'), 'utf8')) as { properties: { apiVersion: unknown; kind: unknown } };
    expect(s.properties.apiVersion).toEqual({ type: 'string', enum: ['apps/v1'] });
    expect(s.properties.kind).toEqual({ type: 'string', enum: ['Thing'] });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
