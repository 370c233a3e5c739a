// How a text splits into sentences: at . ! or ? followed by space and a capital, a digit, a quote or
// a bracket, so '-1.5' and 'St. Louis' stay whole. The checker counts and rejoins with it, and the
// writers' tests count with it, so a "2-4 sentence" rule means one thing everywhere.

export function sentencesOf(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
