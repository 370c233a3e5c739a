// "One error mapping from error kind to gRPC status to HTTP status": every kind and every gRPC
// status, through the real path (a service's handler -> gRPC -> the gateway's client -> the HTTP
// error handler), agree with the table and with grpcToHttp.
import * as grpc from '@grpc/grpc-js';
import { loadService } from '@gary/protos';
import pino from 'pino';
import {
  AppError, ERROR_KINDS, createGrpcClient, createHttpApp, grpcToHttp, grpcToKind, kindToGrpc, kindToHttp, startGrpcServer,
  type ErrorKind, type GrpcServer,
} from '../src';

const KINDS = Object.keys(ERROR_KINDS) as ErrorKind[];
const STATUSES = Object.values(grpc.status).filter((v): v is number => typeof v === 'number');

describe('one error mapping: kind -> gRPC status -> HTTP status', () => {
  it('every kind has its own gRPC status, and that status reads back as the kind', () => {
    expect(new Set(KINDS.map(kindToGrpc)).size).toBe(KINDS.length);
    for (const kind of KINDS) expect(grpcToKind(kindToGrpc(kind))).toBe(kind);
  });

  it('every gRPC status maps to one HTTP status, the same as its kind: grpcToHttp and kindToHttp agree', () => {
    expect(STATUSES).toHaveLength(17);
    for (const code of STATUSES) {
      if (code === grpc.status.OK) continue;
      expect(grpcToHttp(code)).toBe(kindToHttp(grpcToKind(code)));
    }
  });

  it('the statuses: DEADLINE_EXCEEDED is 504, UNIMPLEMENTED 501 and ABORTED 409 (none of them 500); OUT_OF_RANGE 400, CANCELLED 503', () => {
    const http = Object.fromEntries(STATUSES.map((c) => [grpc.status[c], grpcToHttp(c)]));
    expect(http).toEqual({
      OK: 200, CANCELLED: 503, UNKNOWN: 500, INVALID_ARGUMENT: 400, DEADLINE_EXCEEDED: 504, NOT_FOUND: 404, ALREADY_EXISTS: 409,
      PERMISSION_DENIED: 403, RESOURCE_EXHAUSTED: 429, FAILED_PRECONDITION: 412, ABORTED: 409, OUT_OF_RANGE: 400,
      UNIMPLEMENTED: 501, INTERNAL: 500, UNAVAILABLE: 503, DATA_LOSS: 500, UNAUTHENTICATED: 401,
    });
  });

  describe('the real path: a service handler, gRPC, the gateway client, the HTTP error handler', () => {
    let kindServer: GrpcServer;
    let raw: grpc.Server;
    let rawPort = 0;
    const app = createHttpApp({ name: 'error-mapping-test', logger: pino({ level: 'silent' }) });

    beforeAll(async () => {
      // A service built the platform's way: the handler throws an AppError of the asked kind.
      kindServer = await startGrpcServer({
        service: 'decisions',
        host: '127.0.0.1',
        port: 0,
        impl: { Decide: async (req) => { throw new AppError(req.decision as ErrorKind, `kind_${req.decision}`, `a ${req.decision} error`); } },
      });
      // A peer answering a bare gRPC status (no AppError behind it), as any gRPC server may.
      raw = new grpc.Server();
      raw.addService(loadService('decisions').service, {
        Decide: (call: grpc.ServerUnaryCall<{ decision: string }, unknown>, cb: grpc.sendUnaryData<unknown>) =>
          cb({ code: Number(call.request.decision), details: 'bare status' }),
      });
      rawPort = await new Promise<number>((res, rej) => raw.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? rej(e) : res(p))));
      const byKind = createGrpcClient('decisions', `127.0.0.1:${kindServer.port}`);
      const bare = createGrpcClient('decisions', `127.0.0.1:${rawPort}`);
      app.get('/kind/:kind', async (req) => byKind.Decide({ userId: 'u', pickId: 'p', decision: (req.params as { kind: string }).kind }));
      app.get('/status/:code', async (req) => bare.Decide({ userId: 'u', pickId: 'p', decision: (req.params as { code: string }).code }));
      app.addHook('onClose', async () => { byKind.close(); bare.close(); });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await kindServer.stop();
      raw.forceShutdown();
    });

    it.each(KINDS)('a handler\'s %s error answers its kind\'s HTTP status, with its code', async (kind) => {
      const res = await app.inject({ method: 'GET', url: `/kind/${kind}` });
      expect(res.statusCode).toBe(ERROR_KINDS[kind].http);
      expect(res.json().error.code).toBe(kind === 'internal' ? 'kind_internal' : `kind_${kind}`);
    });

    it.each(STATUSES.filter((c) => c !== grpc.status.OK).map((c) => [grpc.status[c], c] as const))(
      'a peer\'s bare %s answers grpcToHttp\'s status at the gateway',
      async (_name, code) => {
        const res = await app.inject({ method: 'GET', url: `/status/${code}` });
        expect(res.statusCode).toBe(grpcToHttp(code));
        expect(res.json().error).toMatchObject({ code: grpcToKind(code) });
      },
    );
  });
});
