import { EVENT_SCHEMAS, InvalidEvent, makeEvent, parseEvent, TOPICS } from '../src';

describe('event contracts', () => {
  it('names the nineteen topics of the architecture (prop.published and prop.graded let decisions save and settle Team Props decisions like any other; card.published and card.shown the day\'s card; user.deleted carries an account deletion; user.profile-changed tells decisions a saved display name; odds.snapshot is back with a consumer; game.scratched and pick.corrected carry scratches and corrections; pick.live-status the price to beat; parlay.published and parlay.graded the Parlay of the Day; alert.requested what decisions asks auth to send)', () => {
    expect(TOPICS.sort()).toEqual(
      ['alert.requested', 'card.published', 'card.shown', 'game.final', 'game.scratched', 'odds.snapshot', 'parlay.graded', 'parlay.published', 'pick.corrected', 'pick.graded', 'pick.live-status', 'pick.published', 'prop.graded', 'prop.published', 'subscription.changed', 'user-stats.updated', 'user.deleted', 'user.profile-changed', 'user.registered'].sort(),
    );
  });

  it('builds an envelope {id, type, version, occurredAt, source, key, data} and parses it back', () => {
    const e = makeEvent('game.final', {
      source: 'odds-ingest',
      key: 'evt1',
      data: {
        eventId: 'evt1', sport: 'NBA', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks',
        commenceTime: '2026-11-22T00:30:00Z', homeScore: 105, awayScore: 98, completedAt: '2026-11-22T03:00:00Z', simulated: true,
      },
    });
    expect(Object.keys(e).sort()).toEqual(['data', 'id', 'key', 'occurredAt', 'source', 'type', 'version']);
    expect(parseEvent(JSON.parse(JSON.stringify(e)))).toEqual(e);
  });

  it('refuses data that does not match its type, saying what was wrong', () => {
    expect(() =>
      makeEvent('pick.graded', {
        source: 'pick-engine', key: 'p1',
        data: { pickId: 'p1', eventId: 'e', date: '2026-11-22', league: 'NBA', result: 'won', finalScore: '105 to 98', odds: -110, closingOdds: null, gradedAt: '2026-11-22T03:00:00Z' },
      }),
    ).toThrow(/digits-digits/);
    expect(() => parseEvent({ id: 'x', type: 'nope' })).toThrow(InvalidEvent);
  });

  it('has a schema for every topic', () => {
    for (const t of TOPICS) expect(EVENT_SCHEMAS[t]).toBeDefined();
  });
});
