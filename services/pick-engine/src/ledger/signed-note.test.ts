import { createHash, generateKeyPairSync } from 'node:crypto';
import { leafBytes } from '@gary/pick-log';
import { checkpointBody, keyIdOf, openCheckpoint } from '@gary/pick-log/node';
import { leafRecord, type PublishedPick } from './leaf-record';
import { noteSigner, signNote, verifierKey } from './signed-note';

test('"key id = the first 4 bytes of SHA-256(name || 0x0A || 0x01 || public key)" and "<name>+<hex key id>+<base64(0x01 || 32-byte public key)>"', () => {
  const s = noteSigner('gary.local/pick-log', generateKeyPairSync('ed25519').privateKey);
  const id = createHash('sha256').update(Buffer.concat([Buffer.from('gary.local/pick-log\n'), Buffer.from([1]), s.publicKey])).digest().subarray(0, 4);
  expect(keyIdOf(s.name, s.publicKey).equals(id)).toBe(true);
  expect(verifierKey(s.name, s.publicKey)).toBe(`gary.local/pick-log+${id.toString('hex')}+${Buffer.concat([Buffer.from([1]), s.publicKey]).toString('base64')}`);
});

test('"body <origin>\\n<tree size>\\n<base64 root hash>\\n, then a blank line and — <key name> <base64(key id || signature)>": signs and verifies; a changed size or another key fails', () => {
  const s = noteSigner('gary.local/pick-log', generateKeyPairSync('ed25519').privateKey);
  const root = createHash('sha256').update('x').digest();
  const note = signNote(checkpointBody('gary.local/pick-log', 7, root), s);
  const lines = note.split('\n');
  expect(lines.slice(0, 4)).toEqual(['gary.local/pick-log', '7', root.toString('base64'), '']);
  expect(lines[4]).toMatch(/^— gary\.local\/pick-log [A-Za-z0-9+/]{91}=$/);
  const key = verifierKey(s.name, s.publicKey);
  expect(openCheckpoint(note, key)).toEqual({ origin: 'gary.local/pick-log', size: 7, root });
  expect(openCheckpoint(note.replace('\n7\n', '\n8\n'), key)).toBeNull();
  const other = noteSigner('gary.local/pick-log', generateKeyPairSync('ed25519').privateKey);
  expect(openCheckpoint(note, verifierKey(other.name, other.publicKey))).toBeNull();
});

test('"the UTF-8 bytes of the RFC 8785 (JCS) canonical JSON": keys sorted, no spaces, factsSha256 null, a 16-byte salt', () => {
  const r = leafRecord({
    pickId: 'pk_x', date: '2026-11-25', league: 'NBA', eventId: 'e1', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks',
    gameTime: '2026-11-26T00:30:00.000Z', type: 'spread', side: 'home', line: -3.5, odds: -110, bookmaker: 'DraftKings', confidence: 0.56,
    noVigProbability: 0.52, modelProbability: 0.55, modelVersion: 'nba-1', label: 'value', publishedAt: '2026-11-25T15:00:00.000Z',
    pickText: 'Celtics -3.5 -110', rationale: 'Bear’s “call”: ride.',
  }, Buffer.alloc(16, 7));
  const text = Buffer.from(leafBytes(r)).toString('utf8');
  expect(text.startsWith('{"awayTeam":"New York Knicks","bookmaker":"DraftKings","commenceTime":"2026-11-26T00:30:00.000Z","date":"2026-11-25","eventId":"e1","factsSha256":null,"fade":null,')).toBe(true);
  expect(text).toContain('"line":-3.5,"market":"spread","marketProbability":0.52,"modelProbability":0.55,"modelVersion":"nba-1"');
  expect(text).toContain('"rationale":"Bear’s “call”: ride."');
  expect(text.endsWith(`"salt":"${Buffer.alloc(16, 7).toString('base64')}","side":"home","v":2}`)).toBe(true);
  expect(Buffer.from(JSON.parse(text).salt, 'base64')).toHaveLength(16);
});

test('"the fade of each pick goes into the log\'s leaf": the other side at its own published price and book', () => {
  const pick: PublishedPick = {
    pickId: 'pk_y', date: '2026-11-25', league: 'NBA', eventId: 'e2', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks',
    gameTime: '2026-11-26T00:30:00.000Z', type: 'spread', side: 'home', line: -3.5, odds: -110, bookmaker: 'DraftKings', confidence: 0.56,
    noVigProbability: 0.52, modelProbability: 0.55, modelVersion: 'nba-1', label: 'value', publishedAt: '2026-11-25T15:00:00.000Z',
    pickText: 'Celtics -3.5 -110', rationale: 'Ride.',
  };
  const fade = { type: 'spread' as const, side: 'away' as const, line: 4, odds: -108, bookmaker: 'FanDuel', fadeText: 'New York Knicks +4 -108', probability: 0.44 };
  expect(leafRecord({ ...pick, fade }).fade).toEqual({ market: 'spread', side: 'away', line: 4, price: -108, bookmaker: 'FanDuel', text: 'New York Knicks +4 -108' });
  expect(Buffer.from(leafBytes(leafRecord({ ...pick, fade }, Buffer.alloc(16)))).toString('utf8')).toContain('"fade":{"bookmaker":"FanDuel","line":4,"market":"spread","price":-108,"side":"away","text":"New York Knicks +4 -108"}');
  expect(leafRecord({ ...pick, fade: null }).fade).toBeNull();
});
