import { skeleton, voiceFigures } from '../src/voice-metrics';

test('"the share of sentences repeated across a day\'s picks": exact repeats, and repeats of one template with other figures', () => {
  const names = (a: string, b: string) => [a, b];
  const f = voiceFigures([
    {
      date: '2026-11-18',
      picks: [
        { text: 'Put the lunch pail down on Boston Celtics -4.5. You don\'t go 7-3 in ten by accident. That\'s the math.', names: names('Boston Celtics', 'New York Knicks') },
        { text: 'Put the lunch pail down on Miami Heat ML. You don\'t go 2-8 in ten by accident. That\'s the math.', names: names('Miami Heat', 'Milwaukee Bucks') },
      ],
    },
    { date: '2026-11-19', picks: [{ text: 'I like the Suns. The Suns are 9-1.', names: names('Phoenix Suns', 'Denver Nuggets') }] },
  ]);
  expect(f).toMatchObject({ days: 2, picks: 3, sentences: 8 });
  // Day one: "That's the math." twice exactly; the second and third twice as skeletons (the openers differ: "-4.5" and "ML").
  expect(f.repeatedShare).toBeCloseTo(2 / 8);
  expect(f.repeatedSkeletonShare).toBeCloseTo(4 / 8);
  expect(f.distinctOpenings).toBe(2);
  expect(f.maxSkeletonOnADay).toMatchObject({ times: 2, date: '2026-11-18' });
  expect(skeleton("You don't go 2-8 in ten by accident, and Suns have earned some trust.", ['Phoenix Suns'])).toBe("You don't go # in ten by accident, and T have earned some trust.");
});
