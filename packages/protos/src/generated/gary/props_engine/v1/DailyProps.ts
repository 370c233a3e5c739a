// Original file: gary/props_engine/v1/props_engine.proto

import type { PropPick as _gary_props_engine_v1_PropPick, PropPick__Output as _gary_props_engine_v1_PropPick__Output } from '../../../gary/props_engine/v1/PropPick';

export interface DailyProps {
  'date'?: (string);
  'props'?: (_gary_props_engine_v1_PropPick)[];
  'simulated'?: (boolean);
}

export interface DailyProps__Output {
  'date': (string);
  'props': (_gary_props_engine_v1_PropPick__Output)[];
  'simulated': (boolean);
}
