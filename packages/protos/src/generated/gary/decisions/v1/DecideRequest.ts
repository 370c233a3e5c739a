// Original file: gary/decisions/v1/decisions.proto


export interface DecideRequest {
  'userId'?: (string);
  'pickId'?: (string);
  'decision'?: (string);
  'now'?: (string);
}

export interface DecideRequest__Output {
  'userId': (string);
  'pickId': (string);
  'decision': (string);
  'now': (string);
}
