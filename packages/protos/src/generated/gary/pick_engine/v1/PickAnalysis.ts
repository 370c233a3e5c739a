// Original file: gary/pick_engine/v1/pick_engine.proto

import type { TeamForm as _gary_pick_engine_v1_TeamForm, TeamForm__Output as _gary_pick_engine_v1_TeamForm__Output } from '../../../gary/pick_engine/v1/TeamForm';

export interface PickAnalysis {
  'gary'?: (number | string);
  'market'?: (number | string);
  'model'?: (number | string);
  'breakEven'?: (number | string);
  'edge'?: (number | string);
  'movement'?: (string);
  'movedToward'?: (boolean);
  'form'?: (_gary_pick_engine_v1_TeamForm)[];
  'diesAt'?: (number);
  'changeMind'?: (string)[];
  'fairSource'?: (string);
  'fair'?: (number | string);
  'starterChanges'?: (string)[];
  'classification'?: (string);
  'evAtFair'?: (number | string);
  'stake'?: (number | string);
  'betPrice'?: (number);
  '_model'?: "model";
  '_breakEven'?: "breakEven";
  '_edge'?: "edge";
  '_diesAt'?: "diesAt";
  '_fair'?: "fair";
  '_evAtFair'?: "evAtFair";
  '_stake'?: "stake";
  '_betPrice'?: "betPrice";
}

export interface PickAnalysis__Output {
  'gary': (number);
  'market': (number);
  'model'?: (number);
  'breakEven'?: (number);
  'edge'?: (number);
  'movement': (string);
  'movedToward': (boolean);
  'form': (_gary_pick_engine_v1_TeamForm__Output)[];
  'diesAt'?: (number);
  'changeMind': (string)[];
  'fairSource': (string);
  'fair'?: (number);
  'starterChanges': (string)[];
  'classification': (string);
  'evAtFair'?: (number);
  'stake'?: (number);
  'betPrice'?: (number);
  '_model'?: "model";
  '_breakEven'?: "breakEven";
  '_edge'?: "edge";
  '_diesAt'?: "diesAt";
  '_fair'?: "fair";
  '_evAtFair'?: "evAtFair";
  '_stake'?: "stake";
  '_betPrice'?: "betPrice";
}
