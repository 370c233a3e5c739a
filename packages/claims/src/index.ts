// @gary/claims: the one check of what a written text claims against the facts it was written from,
// used by pick-engine (a pick's rationale), thoughts (What Gary Thinks) and props-engine (the side
// of the line). Each service passes its rules as data (ClaimRules).
export * from './claim-check';
export * from './sentences';
export * from './stated-average';
