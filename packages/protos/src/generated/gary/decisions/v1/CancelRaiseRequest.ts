// Original file: gary/decisions/v1/decisions.proto


export interface CancelRaiseRequest {
  'userId'?: (string);
  'name'?: (string);
}

export interface CancelRaiseRequest__Output {
  'userId': (string);
  'name': (string);
}
