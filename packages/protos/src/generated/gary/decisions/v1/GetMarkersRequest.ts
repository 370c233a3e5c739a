// Original file: gary/decisions/v1/decisions.proto


export interface GetMarkersRequest {
  'userId'?: (string);
}

export interface GetMarkersRequest__Output {
  'userId': (string);
}
