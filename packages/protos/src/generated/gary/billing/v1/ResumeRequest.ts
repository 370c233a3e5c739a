// Original file: gary/billing/v1/billing.proto


export interface ResumeRequest {
  'userId'?: (string);
}

export interface ResumeRequest__Output {
  'userId': (string);
}
