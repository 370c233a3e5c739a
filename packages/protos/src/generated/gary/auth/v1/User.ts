// Original file: gary/auth/v1/auth.proto


export interface User {
  'id'?: (string);
  'email'?: (string);
  'username'?: (string);
  'avatarUrl'?: (string);
  'role'?: (string);
  'guest'?: (boolean);
  'emailConfirmed'?: (boolean);
  'createdAt'?: (string);
  'needsDateOfBirth'?: (boolean);
}

export interface User__Output {
  'id': (string);
  'email': (string);
  'username': (string);
  'avatarUrl': (string);
  'role': (string);
  'guest': (boolean);
  'emailConfirmed': (boolean);
  'createdAt': (string);
  'needsDateOfBirth': (boolean);
}
