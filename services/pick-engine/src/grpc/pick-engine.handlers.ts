// gRPC handlers: each slice answers its own calls (decode the request, call the slice, shape the
// answer); this puts them together as the service's one implementation. Errors are AppErrors
// (mapped to status codes in one place by @gary/platform).
import type { Logger, Pool, ServiceImpl } from '@gary/platform';
import { cardHandlers } from '../card/card.handlers';
import { generationHandlers } from '../generation/generation.handlers';
import type { Generator } from '../generation/generation';
import type { Ledger } from '../ledger/ledger';
import { ledgerHandlers } from '../ledger/ledger.handlers';
import { parlayHandlers } from '../parlay/parlay.handlers';
import { recordHandlers } from '../record/record.handlers';

export function pickEngineHandlers(d: { pool: Pool; generator: Generator; now: () => Date; ledger: () => Promise<Ledger>; logger?: Logger }): ServiceImpl<'pick-engine'> {
  return {
    ...ledgerHandlers(d),
    ...cardHandlers(d),
    ...parlayHandlers(d),
    ...generationHandlers(d),
    ...recordHandlers(d),
  };
}
