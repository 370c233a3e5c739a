// Original file: gary/decisions/v1/decisions.proto


export interface HarmMarker {
  'name'?: (string);
  'count'?: (number);
  'threshold'?: (number);
  'days'?: (number);
  'fact'?: (string);
}

export interface HarmMarker__Output {
  'name': (string);
  'count': (number);
  'threshold': (number);
  'days': (number);
  'fact': (string);
}
