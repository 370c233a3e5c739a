// Federation runtime plugin: when a remote's entry or module fails to load, answer with a
// stand-in module (see remote-failure.ts) instead of an unhandled rejection. Nothing is cached:
// the next load of the same id (the boundary's "Try again") asks the network again.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFailureModule } from './remote-failure';

export default function garyRemoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gary-remote-error',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[gary] remote ${args.id} failed to load`, args.error);
      const mod = remoteFailureModule(args.id, args.error);
      // `import('picks/X')` compiled by webpack expects a factory; runtime loadRemote() a module.
      return args.from === 'build' ? () => mod : mod;
    },
  };
}
