import { normaliseForRetention, retentionKey } from './retained-break';

describe('the key a deleted account\'s break is kept under', () => {
  it('"the same address" is the same inbox: case, spaces and a +tag do not make a new one', () => {
    expect(normaliseForRetention('  Bob+Bets@Example.COM ')).toBe('bob@example.com');
    expect(retentionKey('bob@example.com', 's')).toBe(retentionKey('BOB+again@example.com', 's'));
    expect(retentionKey('bob@example.com', 's')).not.toBe(retentionKey('rob@example.com', 's'));
  });

  it('is keyed: without the secret the address cannot be checked against it', () => {
    expect(retentionKey('bob@example.com', 'one')).not.toBe(retentionKey('bob@example.com', 'two'));
    expect(retentionKey('bob@example.com', 'one')).not.toContain('bob');
  });
});
