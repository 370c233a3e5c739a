// Original file: gary/props_engine/v1/props_engine.proto


export interface GetDailyPropsRequest {
  'date'?: (string);
  'now'?: (string);
}

export interface GetDailyPropsRequest__Output {
  'date': (string);
  'now': (string);
}
