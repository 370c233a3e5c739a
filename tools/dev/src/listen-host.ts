// Where `make start` listens: loopback unless HOST says otherwise. The embedded stack has a dev
// mailbox and a checkout simulator, so another machine on the network must not reach it by
// accident; widening it is a choice the operator makes and is told about.
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export interface ListenHost {
  host: string;
  /** Set when HOST exposes the stack beyond this machine. */
  warning?: string;
}

export function listenHost(env: NodeJS.ProcessEnv): ListenHost {
  const host = env.HOST?.trim() || '127.0.0.1';
  if (LOOPBACK.has(host)) return { host };
  return {
    host,
    warning: `HOST=${host}: make start is reachable from other machines (dev mailbox, checkout simulator included). Unset HOST to listen on 127.0.0.1 only.`,
  };
}
