// Original file: gary/auth/v1/auth.proto


export interface SessionInfo {
  'id'?: (string);
  'createdAt'?: (string);
  'lastUsedAt'?: (string);
  'userAgent'?: (string);
  'ip'?: (string);
  'current'?: (boolean);
}

export interface SessionInfo__Output {
  'id': (string);
  'createdAt': (string);
  'lastUsedAt': (string);
  'userAgent': (string);
  'ip': (string);
  'current': (boolean);
}
