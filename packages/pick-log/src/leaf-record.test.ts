import { createHash } from 'node:crypto';
import { leafBytes, leafText, type LeafRecordV1, type LeafRecordV2 } from './leaf-record';
import { leafHash } from './node';

// Records and leaf hashes as the service logged them before this package existed: a leaf is never
// rewritten, so the same record must give the same bytes, version by version.
const V2: LeafRecordV2 = {
  v: 2, pickId: 'pk_y', date: '2026-11-25', league: 'NBA', eventId: 'e2', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks',
  commenceTime: '2026-11-26T00:30:00.000Z', market: 'spread', side: 'home', line: -3.5, price: -110, bookmaker: 'DraftKings', probability: 0.56,
  marketProbability: 0.52, modelProbability: 0.55, modelVersion: 'nba-1', label: 'value', publishedAt: '2026-11-25T15:00:00.000Z',
  pickText: 'Celtics -3.5 -110', rationale: 'Bear’s “call”: ride.', factsSha256: 'ab'.repeat(32),
  fade: { market: 'spread', side: 'away', line: 4, price: -108, bookmaker: 'FanDuel', text: 'New York Knicks +4 -108' },
  salt: 'CQkJCQkJCQkJCQkJCQkJCQ==',
};
const { fade: _fade, ...rest } = V2;
const V1: LeafRecordV1 = { ...rest, v: 1 };

test('"leaves logged as version 1 keep their bytes": the v1 record gives the bytes and leaf hash it was logged with', () => {
  expect(leafText(V1)).toBe(
    '{"awayTeam":"New York Knicks","bookmaker":"DraftKings","commenceTime":"2026-11-26T00:30:00.000Z","date":"2026-11-25","eventId":"e2","factsSha256":"abababababababababababababababababababababababababababababababab","homeTeam":"Boston Celtics","label":"value","league":"NBA","line":-3.5,"market":"spread","marketProbability":0.52,"modelProbability":0.55,"modelVersion":"nba-1","pickId":"pk_y","pickText":"Celtics -3.5 -110","price":-110,"probability":0.56,"publishedAt":"2026-11-25T15:00:00.000Z","rationale":"Bear’s “call”: ride.","salt":"CQkJCQkJCQkJCQkJCQkJCQ==","side":"home","v":1}',
  );
  expect(leafHash(leafBytes(V1)).toString('hex')).toBe('56095c8cebd1126d40bc706d4205d41a6d3893648b7d5249ec22a553ce9f23d1');
});

test('"version 2 added the fade": the v2 record gives the bytes and leaf hash it was logged with', () => {
  expect(leafText(V2)).toContain('"fade":{"bookmaker":"FanDuel","line":4,"market":"spread","price":-108,"side":"away","text":"New York Knicks +4 -108"},"homeTeam"');
  expect(leafHash(leafBytes(V2)).toString('hex')).toBe('3f930624961c90c42546444c1e9462b71131f323c808848bbd8dfb9d92a4c38b');
});

test('"the UTF-8 bytes of the RFC 8785 (JCS) canonical JSON": the leaf is SHA-256(0x00 || those bytes), whatever fields a record read back holds', () => {
  const readBack: Record<string, unknown> = { ...V2, extra: [1, 'é'] };
  const bytes = leafBytes(readBack);
  expect(Buffer.from(bytes).toString('utf8')).toBe(leafText(readBack));
  expect(leafHash(bytes).equals(createHash('sha256').update(Buffer.concat([Buffer.from([0]), Buffer.from(leafText(readBack), 'utf8')])).digest())).toBe(true);
  expect(() => leafText({ n: Number.NaN } as unknown as Record<string, unknown>)).toThrow(/canonical form/u);
});
