// Original file: gary/props_engine/v1/props_engine.proto


export interface GeneratePropsResponse {
  'success'?: (boolean);
  'count'?: (number);
  'level'?: (string);
  'message'?: (string);
}

export interface GeneratePropsResponse__Output {
  'success': (boolean);
  'count': (number);
  'level': (string);
  'message': (string);
}
