import {
  cardOdds,
  cardPickLabel,
  teamNickname,
  CAROUSEL_EXCERPT_MAX,
  HOME_EXCERPT_MAX,
  NO_RATIONALE_TEXT,
  displayPick,
  excerpt,
  formatAmerican,
  formatConfidence,
  formatGameTime,
  matchupShort,
  pickLabel,
  pickOdds,
  pickOddsDisplay,
  rationaleParagraphs,
} from './pick-text';

describe('odds shown are the trailing signed integer of the pick text (default -110)', () => {
  it("'Yankees -1.5 +135' -> 135 and 'Lakers ML -150' -> -150", () => {
    expect(pickOdds('Yankees -1.5 +135')).toBe(135);
    expect(pickOdds('Lakers ML -150')).toBe(-150);
    expect(pickOdds('Over 8.5 -110  ')).toBe(-110);
  });

  it('no trailing odds -> null: a spread line or total is not a price', () => {
    expect(pickOdds('Lakers -3.5')).toBeNull();
    expect(pickOdds('Chiefs -3')).toBeNull();
    expect(pickOdds('Over 220')).toBeNull();
    expect(pickOdds('Celtics ML')).toBeNull();
    expect(pickOdds('Celtics+135')).toBeNull();
    expect(pickOdds('')).toBeNull();
    expect(pickOdds(undefined)).toBeNull();
  });

  it("pickOddsDisplay: '+135', '-150', and '-110' by default", () => {
    expect(pickOddsDisplay('Yankees -1.5 +135')).toBe('+135');
    expect(pickOddsDisplay('Lakers ML -150')).toBe('-150');
    expect(pickOddsDisplay('Lakers -3.5')).toBe('-110');
    expect(pickOddsDisplay(null)).toBe('-110');
  });
});

describe('the pick label is the text with trailing odds removed', () => {
  it('removes only the trailing odds', () => {
    expect(pickLabel('Yankees -1.5 +135')).toBe('Yankees -1.5');
    expect(pickLabel('Lakers ML -150')).toBe('Lakers ML');
    expect(pickLabel('  Bruins +100 ')).toBe('Bruins');
  });

  it('text without trailing odds is kept whole', () => {
    expect(pickLabel('Chiefs -3')).toBe('Chiefs -3');
    expect(pickLabel('Over 8.5')).toBe('Over 8.5');
    expect(pickLabel(42)).toBe('');
  });

  it('label + odds rebuild the text for every price -500..-100 and 100..500', () => {
    for (let odds = -500; odds <= 500; odds++) {
      if (odds > -100 && odds < 100) continue;
      const text = `Red Sox -1.5 ${formatAmerican(odds)}`;
      expect(pickOdds(text)).toBe(odds);
      expect(pickLabel(text)).toBe('Red Sox -1.5');
    }
  });
});

describe('a number without a sign gets a plus when zero or above; missing odds show N/A', () => {
  it('numbers', () => {
    expect(formatAmerican(135)).toBe('+135');
    expect(formatAmerican(0)).toBe('+0');
    expect(formatAmerican(-110)).toBe('-110');
  });

  it('strings', () => {
    expect(formatAmerican('135')).toBe('+135');
    expect(formatAmerican('+135')).toBe('+135');
    expect(formatAmerican(' -150 ')).toBe('-150');
    expect(formatAmerican('EVEN')).toBe('+100');
  });

  it('missing or unreadable -> N/A', () => {
    for (const v of [null, undefined, '', '  ', 'abc', NaN, Infinity]) expect(formatAmerican(v as never)).toBe('N/A');
  });
});

describe('missing pick shows MISSING PICK', () => {
  it('shows the text, or MISSING PICK when empty or absent', () => {
    expect(displayPick('Lakers ML -150')).toBe('Lakers ML -150');
    expect(displayPick('')).toBe('MISSING PICK');
    expect(displayPick('   ')).toBe('MISSING PICK');
    expect(displayPick(undefined)).toBe('MISSING PICK');
  });
});

describe('game time: missing shows TBD; ET appended if absent; single-digit minute zero-padded', () => {
  it("missing -> 'TBD'", () => {
    for (const t of [undefined, null, '', '  ', 'TBD', 'tbd']) expect(formatGameTime(t)).toBe('TBD');
  });

  it("'7:10 PM EST' keeps its zone; EDT and ET count as present", () => {
    expect(formatGameTime('7:10 PM EST')).toBe('7:10 PM EST');
    expect(formatGameTime('7:10 PM EDT')).toBe('7:10 PM EDT');
    expect(formatGameTime('7:10 PM ET')).toBe('7:10 PM ET');
  });

  it("ET is appended when no zone is given: '9:30 PM' -> '9:30 PM ET'", () => {
    expect(formatGameTime('9:30 PM')).toBe('9:30 PM ET');
    expect(formatGameTime('1:05 PM')).toBe('1:05 PM ET');
  });

  it("a single-digit minute is zero-padded: '7:5 PM' -> '7:05 PM ET'", () => {
    expect(formatGameTime('7:5 PM')).toBe('7:05 PM ET');
    expect(formatGameTime('10:0 AM EST')).toBe('10:00 AM EST');
  });

  it('another zone is not overwritten with ET', () => {
    expect(formatGameTime('4:10 PM PT')).toBe('4:10 PM PT');
  });

  it('an ISO timestamp or Date is shown in Eastern time', () => {
    expect(formatGameTime('2026-06-10T23:10:00Z')).toBe('7:10 PM ET');
    expect(formatGameTime(new Date('2026-01-16T00:10:00Z'))).toBe('7:10 PM ET');
    expect(formatGameTime('2026-99-99T99:99')).toBe('TBD');
  });
});

describe('confidence as a number shows as a rounded percent; a string is shown as given; default 75%', () => {
  it('0..1 numbers -> rounded percent', () => {
    expect(formatConfidence(0.78)).toBe('78%');
    expect(formatConfidence(0.775)).toBe('78%');
    expect(formatConfidence(0.5)).toBe('50%');
    expect(formatConfidence(1)).toBe('100%');
    expect(formatConfidence(0)).toBe('0%');
  });

  it('a number already written as a percent (78) stays 78%', () => {
    expect(formatConfidence(78)).toBe('78%');
  });

  it('a string is shown as given', () => {
    expect(formatConfidence('High')).toBe('High');
    expect(formatConfidence('0.8')).toBe('0.8');
  });

  it('missing or nonsense -> 75%', () => {
    for (const c of [undefined, null, '', NaN, -0.2, 150, {}]) expect(formatConfidence(c)).toBe('75%');
  });
});

describe('matchup: last word of away @ last word of home, else the game text, else TBD', () => {
  it('last words of both teams', () => {
    expect(matchupShort('Los Angeles Lakers', 'Boston Celtics')).toBe('Lakers @ Celtics');
    expect(matchupShort('  New York Yankees ', 'Toronto Blue Jays', 'ignored')).toBe('Yankees @ Jays');
  });

  it('falls back to the game text, then TBD', () => {
    expect(matchupShort('', 'Boston Celtics', 'Lakers @ Celtics')).toBe('Lakers @ Celtics');
    expect(matchupShort(undefined, undefined, '  ')).toBe('TBD');
    expect(matchupShort(null, 'Boston Celtics')).toBe('TBD');
  });
});

describe('rationale excerpt: 200 characters on the home front, 240 in the carousel, plus an ellipsis', () => {
  const long = 'x'.repeat(300);

  it('cut at the limit plus ...', () => {
    expect(excerpt(long, HOME_EXCERPT_MAX)).toBe(`${'x'.repeat(200)}...`);
    expect(excerpt(long, CAROUSEL_EXCERPT_MAX)).toBe(`${'x'.repeat(240)}...`);
  });

  it('text at or under the limit is unchanged', () => {
    expect(excerpt('y'.repeat(200), HOME_EXCERPT_MAX)).toBe('y'.repeat(200));
    expect(excerpt('Short take.', HOME_EXCERPT_MAX)).toBe('Short take.');
  });

  it("with no rationale, the caller's fallback ('Tap for detailed analysis' on the home card)", () => {
    expect(excerpt('', HOME_EXCERPT_MAX, NO_RATIONALE_TEXT)).toBe('Tap for detailed analysis');
    expect(excerpt(undefined, HOME_EXCERPT_MAX, NO_RATIONALE_TEXT)).toBe('Tap for detailed analysis');
    expect(excerpt(null, CAROUSEL_EXCERPT_MAX)).toBe('');
  });

  it('counts characters, so an emoji at the cut is kept whole', () => {
    const text = `${'a'.repeat(199)}🐻🐻`;
    expect(excerpt(text, 200)).toBe(`${'a'.repeat(199)}🐻...`);
  });
});

describe('rationale on the back', () => {
  const s1 = 'The Yankees have won seven straight at home and their lineup is mashing left-handed pitching.';
  const s2 = 'Boston starts a lefty who has given up four homers in his last two outings';
  const s3 = "Ride the pinstripes!";

  it('a rationale containing a bullet character is shown as-is', () => {
    const bullets = `• ${s1}\n• ${s2}\n• ${s3}`;
    expect(rationaleParagraphs(bullets)).toEqual([bullets]);
  });

  it('longer than 150 characters with sentence breaks: split into sentences each ending in punctuation', () => {
    const text = `${s1} ${s3} ${s2}`;
    expect(text.length).toBeGreaterThan(150);
    expect(rationaleParagraphs(text)).toEqual([s1, s3, `${s2}.`]);
  });

  it('150 characters or fewer stays one paragraph', () => {
    const short = 'Yankees roll. Take them.';
    expect(rationaleParagraphs(short)).toEqual([short]);
    const exactly150 = `${'a'.repeat(140)}. Bbbbbbb.`;
    expect(exactly150).toHaveLength(150);
    expect(rationaleParagraphs(exactly150)).toEqual([exactly150]);
  });

  it('long text without a sentence break stays one paragraph', () => {
    const oneSentence = 'word '.repeat(40).trim();
    expect(rationaleParagraphs(oneSentence)).toEqual([oneSentence]);
  });

  it('does not split after abbreviations such as vs. or an initial, nor inside 3.5', () => {
    const text = `The Yankees vs. the Red Sox is a mismatch with J. Soto hot and the run line at 1.5 looking soft for a team this good. ${s1}`;
    expect(rationaleParagraphs(text)).toEqual([text.slice(0, text.indexOf(s1) - 1), s1]);
  });

  it('missing -> no paragraphs (the screen shows its own fallback)', () => {
    expect(rationaleParagraphs(undefined)).toEqual([]);
    expect(rationaleParagraphs('  ')).toEqual([]);
  });
});

describe('what a card shows (the web uses these through @gary/betting/display)', () => {
  test('"odds shown are the trailing signed integer of the pick text (default -110)": the price the card carries first', () => {
    expect(cardOdds(-120, 'Giants ML +135')).toBe('-120');
    expect(cardOdds(150, 'Giants ML')).toBe('+150');
    expect(cardOdds(null, 'Giants ML +135')).toBe('+135');
    expect(cardOdds(undefined, 'Celtics -4.5')).toBe('-110');
    expect(cardOdds('', null)).toBe('-110');
  });

  test('"the pick label is the text with trailing odds removed"; "missing pick shows MISSING PICK"', () => {
    expect(cardPickLabel('Boston Celtics -4.5 -110')).toBe('Boston Celtics -4.5');
    expect(cardPickLabel('')).toBe('MISSING PICK');
    expect(cardPickLabel(null)).toBe('MISSING PICK');
  });

  test('"missing time shows TBD": TBD stays TBD (never "TBD ET"); a screen may name its own default', () => {
    expect(formatGameTime('TBD')).toBe('TBD');
    expect(formatGameTime(null, '7:10 PM EST')).toBe('7:10 PM EST');
    expect(formatGameTime('2025-01-15T00:30:00Z', '7:10 PM EST')).toBe('7:30 PM ET');
  });

  test('a team on a narrow card is the last word of its name, else TBD', () => {
    expect(teamNickname('New York Knicks')).toBe('Knicks');
    expect(teamNickname('  ')).toBe('TBD');
    expect(teamNickname(null)).toBe('TBD');
  });
});
