/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { apiError, type ApiError } from '../api/api-client';
import { useApiQuery } from '../hooks/use-api-query';
import { createSessionStore } from '../session/session-store';
import { SessionProvider } from '../session/session-context';
import { QueryState, SOMETHING_WENT_WRONG, TRY_AGAIN, type QueryLike } from './query-state';

type Items = { items: string[] };
const query = (q: Partial<QueryLike<Items>>): QueryLike<Items> => ({ status: 'loading', data: null, error: null, reload: () => {}, ...q });
const failed: ApiError = apiError(503, 'UNAVAILABLE', 'pick-engine is unreachable');
const list = (d: Items) => <ul>{d.items.map((i) => <li key={i}>{i}</li>)}</ul>;

describe('<QueryState>: one loading, error, retry and empty block for every screen', () => {
  test('loading shows the screen\'s spec text ("Loading prop picks...") until the first answer', () => {
    render(<QueryState query={query({})} loading="Loading prop picks...">{list}</QueryState>);
    expect(screen.getByRole('status').textContent).toBe('Loading prop picks...');
  });

  test('"CHECKING SUBSCRIPTION..." while the session loads comes before the query', () => {
    render(<QueryState query={query({ status: 'ok', data: { items: ['a'] } })} waitingFor="CHECKING SUBSCRIPTION..." loading="LOADING...">{list}</QueryState>);
    expect(screen.getByRole('status').textContent).toBe('CHECKING SUBSCRIPTION...');
    expect(screen.queryByText('a')).toBeNull();
  });

  test('a failure shows the spec\'s message, the gateway\'s reason, and a "Try Again" button that retries', () => {
    const reload = jest.fn();
    render(
      <QueryState query={query({ status: 'error', error: failed, reload })} error="Failed to load picks. Please try again.">
        {list}
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h2')?.textContent).toBe('Failed to load picks. Please try again.');
    expect(alert.textContent).toContain('pick-engine is unreachable');
    fireEvent.click(screen.getByRole('button', { name: TRY_AGAIN }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a screen with no message of its own says the catalogue\'s "Something went wrong. Please try again."', () => {
    render(<QueryState query={query({ status: 'error', error: failed })}>{list}</QueryState>);
    expect(screen.getByRole('alert').querySelector('h2')?.textContent).toBe(SOMETHING_WENT_WRONG);
  });

  test('a message made from the error ("Error loading stats: {error}") with no reason repeated beneath', () => {
    render(
      <QueryState query={query({ status: 'error', error: failed })} error={(e) => `Error loading stats: ${e.message}`} errorDetail={null} compact>
        {list}
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h3')?.textContent).toBe('Error loading stats: pick-engine is unreachable');
    expect(alert.textContent?.match(/unreachable/g)).toHaveLength(1);
  });

  test('an empty answer shows the screen\'s empty state, with "Try Again" only where the spec asks for it', () => {
    const { rerender } = render(
      <QueryState query={query({ status: 'ok', data: { items: [] } })} isEmpty={(d) => d.items.length === 0} empty="No prop picks available for today.">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('heading').textContent).toBe('No prop picks available for today.');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <QueryState query={query({ status: 'ok', data: { items: [] } })} isEmpty={(d) => d.items.length === 0} empty="NO NBA GAMES TODAY" emptyRetry>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: TRY_AGAIN })).toBeTruthy();
  });

  test('"picks failure leaves the empty state" (home page): the empty state, with a Try Again', () => {
    render(
      <QueryState query={query({ status: 'error', error: failed })} failAsEmpty isEmpty={() => true} empty="New picks coming soon!">
        {list}
      </QueryState>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('New picks coming soon!');
    expect(screen.getByRole('button', { name: TRY_AGAIN })).toBeTruthy();
  });

  test('what was loaded stays on screen while a reload runs or fails', () => {
    render(<QueryState query={query({ status: 'error', error: failed, data: { items: ['Celtics -4.5'] } })}>{list}</QueryState>);
    expect(screen.getByText('Celtics -4.5')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// jsdom has no Response; the client only reads ok, status and text().
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });

describe('useApiQuery under <QueryState>', () => {
  test('a new key starts empty (one sport\'s data is never shown as another\'s); Try Again asks again', async () => {
    const answers: Record<string, { status: number; body: unknown }[]> = {
      NBA: [{ status: 200, body: { items: ['Knicks'] } }],
      NHL: [
        { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'thoughts is unreachable' } } },
        { status: 200, body: { items: ['Bruins'] } },
      ],
    };
    const calls: string[] = [];
    const fetchStub = (async (url: RequestInfo | URL) => {
      const u = new URL(String(url), 'http://gary.test');
      if (u.pathname === '/api/auth/refresh') return reply(401, { error: { code: 'UNAUTHENTICATED', message: 'no session' } });
      const sport = u.searchParams.get('sport') ?? '';
      calls.push(sport);
      const next = answers[sport]!.shift()!;
      return reply(next.status, next.body);
    }) as unknown as typeof fetch;

    let pick!: (s: string) => void;
    function Screen() {
      const [sport, setSport] = useState('NBA');
      pick = setSport;
      const q = useApiQuery((api, signal) => api.get<Items>('/api/thoughts', { sport }, signal), `thoughts-${sport}`);
      return <QueryState query={q} loading="Loading...">{list}</QueryState>;
    }
    render(
      <SessionProvider store={createSessionStore({ fetch: fetchStub })}>
        <Screen />
      </SessionProvider>,
    );
    const settle = () => act(async () => {
      for (let i = 0; i < 6; i++) await Promise.resolve();
    });
    await settle();
    expect(screen.getByText('Knicks')).toBeTruthy();

    act(() => pick('NHL'));
    await settle();
    expect(screen.queryByText('Knicks')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('thoughts is unreachable');

    fireEvent.click(screen.getByRole('button', { name: TRY_AGAIN }));
    await settle();
    expect(screen.getByText('Bruins')).toBeTruthy();
    expect(calls).toEqual(['NBA', 'NHL', 'NHL']);
  });
});

test('"pages answer a member on a cool-off with error, try again": a play_break refusal is the break, in the server\'s words, with the way to help and no Try Again', () => {
  const onBreak = apiError(403, 'play_break', 'You are on a cool-off until Nov 29, 2026, 8:00 PM ET. Help: /help');
  render(
    <MemoryRouter>
      <QueryState query={query({ status: 'error', error: onBreak })} error="Could not load your history">
        {list}
      </QueryState>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'You are taking a break' })).toBeTruthy();
  expect(screen.getByText(/You are on a cool-off until/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Help and responsible play' }).getAttribute('href')).toBe('/help');
  expect(screen.queryByText('Could not load your history')).toBeNull();
  expect(screen.queryByRole('button', { name: TRY_AGAIN })).toBeNull();
});
