// Original file: gary/auth/v1/auth.proto


export interface UpdateProfileRequest {
  'userId'?: (string);
  'username'?: (string);
  'avatarUrl'?: (string);
  '_username'?: "username";
  '_avatarUrl'?: "avatarUrl";
}

export interface UpdateProfileRequest__Output {
  'userId': (string);
  'username'?: (string);
  'avatarUrl'?: (string);
  '_username'?: "username";
  '_avatarUrl'?: "avatarUrl";
}
