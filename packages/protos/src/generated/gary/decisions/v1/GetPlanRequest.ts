// Original file: gary/decisions/v1/decisions.proto


export interface GetPlanRequest {
  'userId'?: (string);
}

export interface GetPlanRequest__Output {
  'userId': (string);
}
