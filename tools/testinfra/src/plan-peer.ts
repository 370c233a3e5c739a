// A billing peer for tests that need a caller on Pro: GetEntitlement answers an active Pro plan for
// the users isPro names and the free plan for everyone else. A real gRPC server on a free port.
import { startGrpcServer, type GrpcServer, type ServiceImpl } from '@gary/platform';

export function startPlanPeer(isPro: (userId: string) => boolean): Promise<GrpcServer> {
  return startGrpcServer({
    service: 'billing',
    host: '127.0.0.1',
    port: 0,
    impl: {
      async GetEntitlement(req) {
        const pro = isPro(req.userId);
        return { userId: req.userId, plan: pro ? 'pro' : 'free', status: pro ? 'active' : 'none', currentPeriodEnd: '', cancelAtPeriodEnd: false };
      },
    } as ServiceImpl<'billing'>,
  });
}
