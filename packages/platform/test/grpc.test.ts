// gRPC helpers: async handlers, errors mapped to status (and to HTTP in one place), deadlines, health.
import { status } from '@grpc/grpc-js';
import { checkHealth, conflict, createGrpcClient, grpcToHttp, invalid, startGrpcServer, type GrpcServer } from '../src';

describe('gRPC server and client helpers', () => {
  let server: GrpcServer;
  let addr: string;
  beforeAll(async () => {
    server = await startGrpcServer({
      service: 'decisions',
      host: '127.0.0.1',
      port: 0,
      impl: {
        Decide: async (req, ctx) => {
          if (req.decision === 'maybe') throw invalid('invalid_decision', 'Decision action must be ride or fade');
          if (req.pickId === 'dup') throw conflict('decision_exists', 'You already chose to RIDE this pick!', { existingDecision: 'ride' });
          if (req.pickId === 'boom') throw new Error('db password is hunter2');
          if (req.pickId === 'slow') await new Promise((r) => setTimeout(r, 500));
          return { success: true, error: '', existingDecision: '', outcome: `pending:${ctx.userId}` };
        },
      },
    });
    addr = `127.0.0.1:${server.port}`;
  });
  afterAll(() => server.stop());

  it('runs an async handler and forwards the caller from the gateway', async () => {
    const c = createGrpcClient('decisions', addr);
    const res = await c.Decide({ userId: 'u1', pickId: 'p1', decision: 'ride' }, { userId: 'u1', role: 'user' });
    expect(res).toEqual({ success: true, error: '', existingDecision: '', outcome: 'pending:u1' });
    c.close();
  });

  it('maps named errors to gRPC status with their code and details, and to HTTP 400/409', async () => {
    const c = createGrpcClient('decisions', addr);
    await expect(c.Decide({ pickId: 'p', decision: 'maybe' })).rejects.toMatchObject({
      grpcCode: status.INVALID_ARGUMENT, code: 'invalid_decision', message: 'Decision action must be ride or fade',
    });
    const dup = await c.Decide({ pickId: 'dup', decision: 'ride' }).catch((e) => e);
    expect(dup).toMatchObject({ grpcCode: status.ALREADY_EXISTS, code: 'decision_exists', details: { existingDecision: 'ride' } });
    expect(grpcToHttp(dup.grpcCode)).toBe(409);
    expect(grpcToHttp(status.UNAVAILABLE)).toBe(503);
    expect(grpcToHttp(status.UNAUTHENTICATED)).toBe(401);
    expect(grpcToHttp(status.PERMISSION_DENIED)).toBe(403);
    expect(grpcToHttp(status.NOT_FOUND)).toBe(404);
    c.close();
  });

  it('never leaks an unexpected error message to the caller', async () => {
    const c = createGrpcClient('decisions', addr);
    const err = await c.Decide({ pickId: 'boom', decision: 'ride' }).catch((e) => e);
    expect(err.grpcCode).toBe(status.INTERNAL);
    expect(err.message).not.toMatch(/hunter2/);
    c.close();
  });

  it('puts a deadline on every call', async () => {
    const c = createGrpcClient('decisions', addr, { deadlineMs: 100 });
    const err = await c.Decide({ pickId: 'slow', decision: 'ride' }).catch((e) => e);
    expect(err.grpcCode).toBe(status.DEADLINE_EXCEEDED);
    expect(grpcToHttp(err.grpcCode)).toBe(504);
    c.close();
  });

  it('answers grpc.health.v1 for the server and its service name, and reports NOT_SERVING when told', async () => {
    expect(await checkHealth(addr)).toBe('SERVING');
    expect(await checkHealth(addr, 'gary.decisions.v1.DecisionsService')).toBe('SERVING');
    server.setHealth('NOT_SERVING');
    expect(await checkHealth(addr)).toBe('NOT_SERVING');
    server.setHealth('SERVING');
    expect(await checkHealth('127.0.0.1:1')).toBe('UNREACHABLE');
  });

  it('answers UNIMPLEMENTED for a method the service has not built', async () => {
    const c = createGrpcClient('decisions', addr);
    await expect(c.GetStats({ userId: 'u' })).rejects.toMatchObject({ grpcCode: status.UNIMPLEMENTED });
    c.close();
  });
});
