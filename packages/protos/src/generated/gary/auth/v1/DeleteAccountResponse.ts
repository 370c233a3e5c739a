// Original file: gary/auth/v1/auth.proto


export interface DeleteAccountResponse {
  'deletedAt'?: (string);
  'breakKeptUntil'?: (string);
}

export interface DeleteAccountResponse__Output {
  'deletedAt': (string);
  'breakKeptUntil': (string);
}
