// Original file: gary/common/v1/common.proto


export interface PlayableHourBefore {
  'playable'?: (number);
  'tracked'?: (number);
}

export interface PlayableHourBefore__Output {
  'playable': (number);
  'tracked': (number);
}
