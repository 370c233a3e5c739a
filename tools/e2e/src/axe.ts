// axe-core run inside the page (the file injected as a script, as a browser extension would), and
// its violations reduced to what a person fixing them needs: rule, impact, help and where.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const AXE_SCRIPT = path.join(path.dirname(require.resolve('axe-core/package.json')), 'axe.min.js');

let source: string | null = null;
const axeSource = (): string => (source ??= `${fs.readFileSync(AXE_SCRIPT, 'utf8')}\n;void 0;`);

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Violation {
  id: string;
  impact: Impact | null;
  help: string;
  helpUrl: string;
  /** CSS selectors of the offending nodes, with axe's one-line reason for the first few. */
  nodes: { target: string; summary: string }[];
}

export interface AxeResult {
  screen: string;
  url: string;
  violations: Violation[];
}

type AxeRaw = {
  violations: { id: string; impact: Impact | null; help: string; helpUrl: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
};

export async function runAxe(page: Page, screen: string): Promise<AxeResult> {
  const loaded = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol, not as a <script>: the app's CSP (script-src 'self')
  // stays in force, so the page is checked exactly as users get it.
  if (!loaded) await page.evaluate(axeSource());
  const raw = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeRaw> } }).axe;
    const r = await axe.run((globalThis as unknown as { document: unknown }).document, { resultTypes: ['violations'] });
    return {
      violations: r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      })),
    } as AxeRaw;
  });
  return {
    screen,
    url: page.url(),
    violations: raw.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
    })),
  };
}

export const BLOCKING: readonly Impact[] = ['serious', 'critical'];

/** The violations that fail the check (serious or critical), per screen. */
export function blockingViolations(results: readonly AxeResult[]): AxeResult[] {
  return results
    .map((r) => ({ ...r, violations: r.violations.filter((v) => v.impact !== null && BLOCKING.includes(v.impact)) }))
    .filter((r) => r.violations.length > 0);
}

/** A readable list for a failing test: screen, rule, impact, help, the first nodes. */
export function formatViolations(results: readonly AxeResult[]): string {
  return results
    .map((r) =>
      [
        `${r.screen} (${r.url})`,
        ...r.violations.map((v) =>
          [
            `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}) ${v.helpUrl}`,
            ...v.nodes.slice(0, 4).map((n) => `      ${n.target} :: ${n.summary.slice(0, 240)}`),
          ].join('\n'),
        ),
      ].join('\n'),
    )
    .join('\n');
}
