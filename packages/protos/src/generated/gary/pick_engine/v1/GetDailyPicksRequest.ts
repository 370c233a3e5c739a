// Original file: gary/pick_engine/v1/pick_engine.proto


export interface GetDailyPicksRequest {
  'date'?: (string);
  'now'?: (string);
}

export interface GetDailyPicksRequest__Output {
  'date': (string);
  'now': (string);
}
