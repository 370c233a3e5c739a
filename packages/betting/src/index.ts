// @gary/betting: pure betting math and the product's display rules. No I/O, no dependencies.
export * from './betting-errors';
export * from './odds-math';
export * from './grading';
export * from './pick-text';
export * from './pick-display';
export * from './records';
export * from './eastern-time';
export * from './eastern-date';
export * from './season';
export * from './billfold';
export * from './template-choice';
export * from './display-format';
export * from './side-consistency';
export * from './price-to-beat';
export * from './prime-time';
export * from './parlay';
export * from './bookmakers';
