// Original file: gary/auth/v1/auth.proto


export interface AccountExport {
  'document'?: (string);
}

export interface AccountExport__Output {
  'document': (string);
}
