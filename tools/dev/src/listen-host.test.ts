import { listenHost } from './listen-host';

describe('where make start listens', () => {
  it('"make start listens on 127.0.0.1 unless HOST says otherwise"', () => {
    expect(listenHost({})).toEqual({ host: '127.0.0.1' });
    expect(listenHost({ HOST: '' })).toEqual({ host: '127.0.0.1' });
    expect(listenHost({ HOST: '::1' })).toEqual({ host: '::1' });
  });
  it('a HOST beyond loopback is honoured with a warning to log', () => {
    const r = listenHost({ HOST: '0.0.0.0' });
    expect(r.host).toBe('0.0.0.0');
    expect(r.warning).toMatch(/reachable from other machines/);
  });
});
