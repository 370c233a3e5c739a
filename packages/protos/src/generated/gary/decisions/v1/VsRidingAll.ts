// Original file: gary/decisions/v1/decisions.proto


export interface VsRidingAll {
  'unitsChoosing'?: (number | string);
  'unitsRidingAll'?: (number | string);
  'unitsAdded'?: (number | string);
}

export interface VsRidingAll__Output {
  'unitsChoosing': (number);
  'unitsRidingAll': (number);
  'unitsAdded': (number);
}
