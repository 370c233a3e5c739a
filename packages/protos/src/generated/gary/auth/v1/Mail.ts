// Original file: gary/auth/v1/auth.proto


export interface Mail {
  'id'?: (string);
  'to'?: (string);
  'subject'?: (string);
  'text'?: (string);
  'html'?: (string);
  'sentAt'?: (string);
  'links'?: (string)[];
}

export interface Mail__Output {
  'id': (string);
  'to': (string);
  'subject': (string);
  'text': (string);
  'html': (string);
  'sentAt': (string);
  'links': (string)[];
}
