// "Consumed or gone": every event a service publishes (makeEvent in a service's source) is read by
// some service (a subscription's `topics` list), and every topic of the contracts is published.
// (or an envelope built in SQL). Read from the source, so a new event with no reader fails here before it fills a topic nobody reads.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TOPICS } from '@gary/contracts';

const SERVICES = resolve(__dirname, '../../../services');

function sources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'test' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sources(path, into);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) into.push(path);
  }
  return into;
}

const quoted = (list: string) => [...list.matchAll(/'([a-z.-]+)'/g)].map((m) => m[1]!);

function scan() {
  const published = new Map<string, Set<string>>();
  const consumed = new Map<string, Set<string>>();
  const note = (m: Map<string, Set<string>>, topic: string, service: string) => m.set(topic, (m.get(topic) ?? new Set()).add(service));
  for (const service of readdirSync(SERVICES)) {
    const src = join(SERVICES, service, 'src');
    if (!statSync(join(SERVICES, service)).isDirectory()) continue;
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/makeEvent\(\s*'([a-z.-]+)'/g)) note(published, m[1]!, service);
      // An outbox row written in SQL (decisions' set-based statements): its type in the envelope.
      for (const m of text.matchAll(/'type', '([a-z-]+\.[a-z.-]+)'/g)) note(published, m[1]!, service);
      for (const m of text.matchAll(/(?:\btopics:\s*|CONSUMED_TOPICS\s*=\s*)\[([^\]]*)\]/g)) for (const t of quoted(m[1]!)) note(consumed, t, service);
    }
  }
  return { published, consumed };
}

describe('consumed or gone: every published event has a consumer', () => {
  const { published, consumed } = scan();

  it('every topic of the contracts is published by a service', () => {
    expect([...TOPICS].filter((t) => !published.has(t))).toEqual([]);
  });

  it('every event a service publishes is consumed by a service', () => {
    expect(published.size).toBeGreaterThanOrEqual(6);
    const unread = [...published.keys()].filter((t) => !consumed.has(t)).sort();
    expect(unread).toEqual([]);
  });

  it('prop.graded is back with its reader: props-engine publishes prop.published and prop.graded, decisions consumes both ("Team Props decisions are saved like any other")', () => {
    for (const t of ['prop.published', 'prop.graded']) {
      expect([...(published.get(t) ?? [])]).toEqual(['props-engine']);
      expect([...(consumed.get(t) ?? [])]).toEqual(['decisions']);
    }
  });

  it('odds.snapshot is back with its reader: odds-ingest publishes it, pick-engine consumes it (live status), the gateway reads pick.live-status', () => {
    expect([...(published.get('odds.snapshot') ?? [])]).toEqual(['odds-ingest']);
    expect([...(consumed.get('odds.snapshot') ?? [])]).toEqual(['pick-engine']);
    // decisions reads it too: the dead/alive alert to the pick's riders and faders.
    expect([...(consumed.get('pick.live-status') ?? [])].sort()).toEqual(['decisions', 'gateway']);
  });
});
