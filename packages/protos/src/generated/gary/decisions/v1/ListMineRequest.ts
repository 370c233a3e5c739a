// Original file: gary/decisions/v1/decisions.proto


export interface ListMineRequest {
  'userId'?: (string);
  'limit'?: (number);
}

export interface ListMineRequest__Output {
  'userId': (string);
  'limit': (number);
}
