// Original file: gary/auth/v1/auth.proto


export interface SetDateOfBirthRequest {
  'userId'?: (string);
  'dateOfBirth'?: (string);
}

export interface SetDateOfBirthRequest__Output {
  'userId': (string);
  'dateOfBirth': (string);
}
