import { createInProcessBus } from '../src';
import { busContract } from './bus-contract';

busContract('in-process', async () => createInProcessBus());
