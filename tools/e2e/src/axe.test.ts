import { blockingViolations, formatViolations, type AxeResult } from './axe';

const result = (screen: string, impacts: (string | null)[]): AxeResult => ({
  screen,
  url: `http://127.0.0.1/${screen}`,
  violations: impacts.map((impact, i) => ({
    id: `rule-${i}`,
    impact: impact as AxeResult['violations'][number]['impact'],
    help: `help ${i}`,
    helpUrl: `https://example.test/rule-${i}`,
    nodes: [{ target: `#n${i}`, summary: `fix ${i}` }],
  })),
});

describe('axe verdict', () => {
  test('"no serious or critical violations": only those two impacts fail a screen', () => {
    const blocking = blockingViolations([result('home', ['minor', 'moderate', null]), result('picks', ['serious', 'minor', 'critical'])]);
    expect(blocking.map((r) => r.screen)).toEqual(['picks']);
    expect(blocking[0]!.violations.map((v) => v.impact)).toEqual(['serious', 'critical']);
  });

  test('the failure lists screen, impact, rule, help and the offending node', () => {
    const text = formatViolations(blockingViolations([result('phone billfold', ['critical'])]));
    expect(text).toContain('phone billfold (http://127.0.0.1/phone billfold)');
    expect(text).toContain('[critical] rule-0: help 0 (1 node) https://example.test/rule-0');
    expect(text).toContain('#n0 :: fix 0');
  });
});
