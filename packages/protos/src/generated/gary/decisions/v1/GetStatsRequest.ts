// Original file: gary/decisions/v1/decisions.proto


export interface GetStatsRequest {
  'userId'?: (string);
}

export interface GetStatsRequest__Output {
  'userId': (string);
}
