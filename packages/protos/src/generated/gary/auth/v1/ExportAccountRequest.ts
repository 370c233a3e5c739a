// Original file: gary/auth/v1/auth.proto


export interface ExportAccountRequest {
  'userId'?: (string);
}

export interface ExportAccountRequest__Output {
  'userId': (string);
}
