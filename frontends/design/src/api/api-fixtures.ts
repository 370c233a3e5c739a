// Whole answers of the gateway for the web's tests, in the shared shapes (@gary/contracts/api): a
// test names only what it is about and the rest is filled in as the gateway would send it. Tests
// import this file by path; nothing in an app does.
import type { LeaderboardRow, LockedPick, OpenPick, Prop } from './api-types';

export function lockedPick(over: Partial<LockedPick> = {}): LockedPick {
  return {
    pickId: 'pk_locked',
    league: 'NBA',
    time: '7:30 PM ET',
    gameTime: '2026-11-24T00:30:00Z',
    homeTeam: 'New York Knicks',
    awayTeam: 'Boston Celtics',
    matchup: 'Celtics @ Knicks',
    ...over,
    locked: true,
  };
}

export function openPick(over: Partial<OpenPick> = {}): OpenPick {
  return {
    ...lockedPick(),
    pickId: 'pk_open',
    pick: 'Boston Celtics -4.5 -110',
    odds: -110,
    type: 'spread',
    confidence: 0.72,
    rationale: 'Boston travels well.',
    trapAlert: false,
    revenge: false,
    superstition: false,
    momentum: 0,
    status: 'open',
    claims: null,
    factsSha256: null,
    ...over,
    locked: false,
  };
}

export function apiProp(over: Partial<Prop> = {}): Prop {
  return { id: 'pp_1', league: 'NBA', time: '7:30 PM ET', matchup: 'Celtics @ Knicks', locked: false, ...over };
}

export function leaderboardRow(over: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    rank: 1,
    id: 'u1',
    username: 'bettor',
    avatar: '',
    totalDecisions: 1,
    gradedDecisions: 1,
    rideCount: 1,
    fadeCount: 0,
    correctDecisions: 1,
    winRate: 100,
    streak: 1,
    preferredStrategy: 'ride',
    ...over,
  };
}
