// Original file: gary/decisions/v1/decisions.proto


export interface GetSpendRequest {
  'userId'?: (string);
  'period'?: (string);
  'count'?: (number);
}

export interface GetSpendRequest__Output {
  'userId': (string);
  'period': (string);
  'count': (number);
}
