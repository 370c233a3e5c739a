// The chart's dashboard and alerts read only figures the services really export: every metric a
// query names is registered by the platform (platform-metrics.ts) or the HTTP app factory (http.ts),
// and every label a query selects on is one of that metric's labels.
import fs from 'node:fs';
import path from 'node:path';
import { createHttpApp, createLogger, createMetricsRegistry, platformRegistry } from '@gary/platform';

const root = path.resolve(__dirname, '../../..');
const dashboard = JSON.parse(fs.readFileSync(path.join(root, 'charts/gary/dashboards/gary-overview.json'), 'utf8')) as {
  panels: { type: string; targets?: { expr: string }[] }[];
};
const rules = fs.readFileSync(path.join(root, 'charts/gary/templates/monitoring.yaml'), 'utf8');

/** Metric name -> its label names, from the registries a service serves on /metrics. */
function exported(): Map<string, string[]> {
  const http = createMetricsRegistry('test');
  createHttpApp({ name: 'test', logger: createLogger({ name: 'test', level: 'silent' }), registry: http });
  const out = new Map<string, string[]>();
  for (const reg of [http, platformRegistry] as ReturnType<typeof createMetricsRegistry>[]) {
    for (const m of reg.getMetricsAsArray()) {
      const labels = (m as unknown as { labelNames?: string[] }).labelNames ?? [];
      out.set(m.name, [...labels, ...(reg === http ? ['service'] : [])]);
    }
  }
  return out;
}

const SUFFIXES = /_(bucket|count|sum)$/;
const IGNORED_LABELS = new Set(['le']);

/** The metric selectors of a PromQL text: name and the labels it matches on. */
function selectors(promql: string): { metric: string; labels: string[] }[] {
  const out: { metric: string; labels: string[] }[] = [];
  const re = /\b((?:gary|http)_[a-z_]+)\b(\{([^}]*)\})?/g;
  for (const m of promql.matchAll(re)) {
    const labels = [...(m[3] ?? '').matchAll(/([a-z_]+)\s*(=~|!~|!=|=)/g)].map((l) => l[1]!);
    out.push({ metric: m[1]!, labels });
  }
  return out;
}

const queries = [
  ...dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => ({ where: 'dashboard', expr: t.expr }))),
  // The rules' expressions after Helm's substitutions of the selector snippets.
  ...[...rules.matchAll(/expr: \|?\n?([\s\S]*?)\n\s+(?:for|labels):/g)].map((m) => ({
    where: 'alerts',
    expr: m[1]!
      .replace(/\{\{-? \$decide \}\}/g, 'service="gateway", route="/api/decisions", method="POST"')
      .replace(/\{\{-? \$faults \}\}/g, 'code=~"INTERNAL"')
      .replace(/\{\{[^}]*\}\}/g, '1'),
  })),
];

describe('the dashboard and the alerts use metrics the services export', () => {
  const metrics = exported();

  test('there is something to check: the dashboard has queries and the rules have the five alert subjects', () => {
    expect(queries.filter((q) => q.where === 'dashboard').length).toBeGreaterThan(10);
    for (const alert of ['GaryDecideErrors', 'GaryDecideSlow', 'GaryOutboxLag', 'GaryConsumerLag', 'GaryGenerationFailed']) expect(rules).toContain(`alert: ${alert}`);
    expect(queries.filter((q) => q.where === 'alerts').length).toBeGreaterThanOrEqual(7);
  });

  test('"using metric names the services really export": every metric and label a query names exists', () => {
    const wrong: string[] = [];
    for (const q of queries) {
      for (const s of selectors(q.expr)) {
        const name = metrics.has(s.metric) ? s.metric : s.metric.replace(SUFFIXES, '');
        const labels = metrics.get(name);
        if (!labels) {
          wrong.push(`${q.where}: ${s.metric} is not exported`);
          continue;
        }
        for (const l of s.labels) if (!IGNORED_LABELS.has(l) && !labels.includes(l)) wrong.push(`${q.where}: ${s.metric} has no label ${l}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
