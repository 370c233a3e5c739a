// Original file: gary/pick_engine/v1/pick_engine.proto

import type { ParlayLeg as _gary_pick_engine_v1_ParlayLeg, ParlayLeg__Output as _gary_pick_engine_v1_ParlayLeg__Output } from '../../../gary/pick_engine/v1/ParlayLeg';

export interface Parlay {
  'parlayId'?: (string);
  'date'?: (string);
  'legCount'?: (number);
  'odds'?: (number);
  'decimalPrice'?: (number | string);
  'probability'?: (number | string);
  'firstGameTime'?: (string);
  'publishedAt'?: (string);
  'result'?: (string);
  'settledDecimal'?: (number | string);
  'units'?: (number | string);
  'legs'?: (_gary_pick_engine_v1_ParlayLeg)[];
  'simulated'?: (boolean);
  '_settledDecimal'?: "settledDecimal";
  '_units'?: "units";
}

export interface Parlay__Output {
  'parlayId': (string);
  'date': (string);
  'legCount': (number);
  'odds': (number);
  'decimalPrice': (number);
  'probability': (number);
  'firstGameTime': (string);
  'publishedAt': (string);
  'result': (string);
  'settledDecimal'?: (number);
  'units'?: (number);
  'legs': (_gary_pick_engine_v1_ParlayLeg__Output)[];
  'simulated': (boolean);
  '_settledDecimal'?: "settledDecimal";
  '_units'?: "units";
}
