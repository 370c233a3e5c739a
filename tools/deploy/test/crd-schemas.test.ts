import { crdSchemas } from '../src/crd-schemas';

const crd = `
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: { name: kafkatopics.kafka.strimzi.io }
spec:
  group: kafka.strimzi.io
  names: { kind: KafkaTopic }
  versions:
    - name: v1beta2
      served: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            metadata: { type: object }
            spec:
              type: object
              properties:
                partitions: { type: integer, minimum: 1 }
                config: { type: object, x-kubernetes-preserve-unknown-fields: true }
                port: { x-kubernetes-int-or-string: true }
    - name: v1alpha1
      served: false
      schema: { openAPIV3Schema: { type: object } }
`;

describe('CRD to strict JSON schema (Strimzi kinds)', () => {
  const [out, ...rest] = crdSchemas(crd);
  test('one schema per served version, named as kubeconform looks it up', () => {
    expect(rest).toEqual([]);
    expect(out?.file).toBe('kafkatopic-kafka-v1beta2.json');
  });
  test('"strict": unknown fields refused except where the CRD keeps them; apiVersion and kind fixed', () => {
    const spec = (out?.schema.properties as Record<string, Record<string, unknown>>).spec as { additionalProperties: boolean; properties: Record<string, Record<string, unknown>> };
    expect(spec.additionalProperties).toBe(false);
    expect(spec.properties.config?.additionalProperties).toBeUndefined();
    expect(spec.properties.port).toEqual({ 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'string' }, { type: 'integer' }] });
    expect((out?.schema.properties as Record<string, unknown>).kind).toEqual({ type: 'string', enum: ['KafkaTopic'] });
    expect((out?.schema.properties as Record<string, unknown>).apiVersion).toEqual({ type: 'string', enum: ['kafka.strimzi.io/v1beta2'] });
  });
});
