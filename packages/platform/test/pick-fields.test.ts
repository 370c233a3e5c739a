import { pickFields } from '../src/pick-fields';

test('pickFields: "the named fields of an object as a new object of just those"', () => {
  const from = { a: 1, b: 'two', c: null, d: false };
  const picked = pickFields(from, ['a', 'c', 'd']);
  expect(picked).toEqual({ a: 1, c: null, d: false });
  expect(Object.keys(picked)).toEqual(['a', 'c', 'd']);
  expect(picked).not.toBe(from);
});
