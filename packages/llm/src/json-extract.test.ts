import { extractJson, extractJsonArray } from './json-extract';

describe('extraction order: "direct object, direct JSON parse, fenced code block, pattern match for pick and confidence"', () => {
  test('an object is used directly', () => {
    expect(extractJson({ pick: 'A', confidence: 0.6 })).toEqual({ ok: true, method: 'direct-object', value: { pick: 'A', confidence: 0.6 } });
  });
  test('JSON text is parsed', () => {
    expect(extractJson(' {"pick":"A","confidence":0.6} ')).toMatchObject({ ok: true, method: 'json-parse' });
  });
  test('a fenced block with or without the json tag', () => {
    expect(extractJson('x\n```json\n{"pick":"A"}\n```')).toMatchObject({ ok: true, method: 'fenced-block', value: { pick: 'A' } });
    expect(extractJson('```\n{"pick":"B"}\n```')).toMatchObject({ ok: true, method: 'fenced-block', value: { pick: 'B' } });
  });
  test('the pattern match finds an object holding pick and confidence, skipping other objects and braces in strings', () => {
    const text = 'Context {"note":"x"} then my pick: {"pick":"Lakers ML +120","rationale":"a {brace} inside","confidence":0.55} done';
    expect(extractJson(text)).toEqual({
      ok: true,
      method: 'pattern-match',
      value: { pick: 'Lakers ML +120', rationale: 'a {brace} inside', confidence: 0.55 },
    });
  });
  test('nothing usable is a named failure, never a throw', () => {
    expect(extractJson('no json here')).toMatchObject({ ok: false, error: { name: 'NoJsonFound' } });
    expect(extractJson('{"pick": "A"')).toMatchObject({ ok: false });
    expect(extractJson(null)).toMatchObject({ ok: false });
    expect(extractJson([1, 2])).toMatchObject({ ok: false });
  });
});

describe('extractJsonArray: lists of objects as {"props": [...]}, fenced, or a bare array', () => {
  const keys = ['props', 'picks', 'player_props'];
  test('answers are read as {"props": [...]}, fenced, or a bare array', () => {
    expect(extractJsonArray(JSON.stringify({ props: [{ player: 'A' }] }), keys)).toEqual({ ok: true, method: 'json-parse', value: [{ player: 'A' }] });
    expect(extractJsonArray('Here:\n```json\n{"props":[{"player":"A"}]}\n```', keys)).toMatchObject({ ok: true, value: [{ player: 'A' }] });
    expect(extractJsonArray('My picks: [{"player":"A","confidence":0.8}] done', keys)).toEqual({ ok: true, method: 'bare-array', value: [{ player: 'A', confidence: 0.8 }] });
    expect(extractJsonArray('no json here', keys)).toMatchObject({ ok: false, error: { name: 'NoJsonFound' } });
  });
  test('the first key holding an array wins; items that are not objects are dropped', () => {
    expect(extractJsonArray('{"note":"x","picks":[{"a":1},2,"s",null]}', keys)).toMatchObject({ ok: true, value: [{ a: 1 }] });
  });
  test('brackets that are not JSON, or arrays without objects, are skipped for the next array', () => {
    expect(extractJsonArray('see [1] and [note] then [{"player":"B","note":"a ] inside"}]', keys)).toMatchObject({ ok: true, value: [{ player: 'B', note: 'a ] inside' }] });
    expect(extractJsonArray('[1, 2, 3]', keys)).toMatchObject({ ok: false });
    expect(extractJsonArray(null, keys)).toMatchObject({ ok: false });
  });
});
