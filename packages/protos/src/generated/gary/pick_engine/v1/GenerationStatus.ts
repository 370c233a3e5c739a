// Original file: gary/pick_engine/v1/pick_engine.proto

import type { SportProgress as _gary_pick_engine_v1_SportProgress, SportProgress__Output as _gary_pick_engine_v1_SportProgress__Output } from '../../../gary/pick_engine/v1/SportProgress';

export interface GenerationStatus {
  'running'?: (boolean);
  'runId'?: (string);
  'sports'?: (_gary_pick_engine_v1_SportProgress)[];
  'lastRunAt'?: (string);
  'nextRunAt'?: (string);
}

export interface GenerationStatus__Output {
  'running': (boolean);
  'runId': (string);
  'sports': (_gary_pick_engine_v1_SportProgress__Output)[];
  'lastRunAt': (string);
  'nextRunAt': (string);
}
