// Original file: gary/common/v1/common.proto


export interface CallRecord {
  'count'?: (number);
  'wins'?: (number);
  'losses'?: (number);
  'pushes'?: (number);
  'units'?: (number | string);
  'roi'?: (number | string);
  'roiLo'?: (number | string);
  'roiHi'?: (number | string);
  'clv'?: (number | string);
  'clvLo'?: (number | string);
  'clvHi'?: (number | string);
  'clvN'?: (number);
  '_roi'?: "roi";
  '_roiLo'?: "roiLo";
  '_roiHi'?: "roiHi";
  '_clv'?: "clv";
  '_clvLo'?: "clvLo";
  '_clvHi'?: "clvHi";
}

export interface CallRecord__Output {
  'count': (number);
  'wins': (number);
  'losses': (number);
  'pushes': (number);
  'units': (number);
  'roi'?: (number);
  'roiLo'?: (number);
  'roiHi'?: (number);
  'clv'?: (number);
  'clvLo'?: (number);
  'clvHi'?: (number);
  'clvN': (number);
  '_roi'?: "roi";
  '_roiLo'?: "roiLo";
  '_roiHi'?: "roiHi";
  '_clv'?: "clv";
  '_clvLo'?: "clvLo";
  '_clvHi'?: "clvHi";
}
