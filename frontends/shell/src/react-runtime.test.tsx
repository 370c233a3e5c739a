/**
 * @jest-environment jsdom
 */
// The shell and the remotes run React itself (ARCHITECTURE.md DECISIONS: no substitute runtime
// behind React's names). These are the React features the app and react-router 7 lean on, checked
// on the very react and react-dom packages that webpack bundles and shares.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { version as reactDomVersion } from 'react-dom';
import { version as reactVersion, lazy, startTransition, Suspense, useEffect, useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { GaryCoin } from '@gary/design';

function Pick() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <h1>Pick {id}</h1>
      <p>view: {params.get('view') ?? 'card'}</p>
      <button type="button" onClick={() => setParams({ view: 'analysis' })}>View analysis</button>
    </div>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <div>
      <h1>Home</h1>
      <button type="button" onClick={() => navigate('/picks/7')}>Open pick 7</button>
    </div>
  );
}

function Shell() {
  return (
    <BrowserRouter>
      <nav>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/leaderboard">Leaderboard</NavLink>
        <Link to="/old-picks">Old picks</Link>
      </nav>
      <Routes>
        <Route index element={<Home />} />
        <Route path="picks/:id" element={<Pick />} />
        <Route path="leaderboard" element={<h1>Leaderboard</h1>} />
        <Route path="old-picks" element={<Navigate to="/picks/1" replace />} />
      </Routes>
    </BrowserRouter>
  );
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('React itself, not a substitute (DECISIONS: "The frontend runs React itself")', () => {
  test('react and react-dom are one current major of React itself (tooling/src/federation-config.test.ts checks the package.json side)', () => {
    expect(reactDomVersion).toBe(reactVersion);
    expect(Number(reactVersion.split('.')[0])).toBeGreaterThanOrEqual(19);
  });
});

describe('react-router 7 on React (BrowserRouter, as bootstrap.tsx mounts it)', () => {
  test('links, navigate(), params, search params, Navigate and the back button all move the page', async () => {
    render(<Shell />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Leaderboard' }));
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeTruthy();
    expect(window.location.pathname).toBe('/leaderboard');
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Old picks' }));
    expect(await screen.findByRole('heading', { name: 'Pick 1' })).toBeTruthy();
    expect(window.location.pathname).toBe('/picks/1');

    fireEvent.click(screen.getByRole('button', { name: 'View analysis' }));
    expect(screen.getByText('view: analysis')).toBeTruthy();
    expect(window.location.search).toBe('?view=analysis');

    await act(async () => {
      window.history.back();
      await new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
    });
    expect(screen.getByText('view: card')).toBeTruthy();
  });

  test('navigate() from a button', () => {
    render(<Shell />);
    fireEvent.click(screen.getByRole('button', { name: 'Open pick 7' }));
    expect(screen.getByRole('heading', { name: 'Pick 7' })).toBeTruthy();
  });
});

describe('React hooks the app uses', () => {
  test('useSyncExternalStore re-renders on every change of the store (the session store and media queries rely on it)', () => {
    let value = 0;
    const listeners = new Set<() => void>();
    const store = {
      subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
      get: () => value,
      set: (v: number) => ((value = v), listeners.forEach((l) => l())),
    };
    function Reader() {
      return <output>{useSyncExternalStore(store.subscribe, store.get, store.get)}</output>;
    }
    const { unmount } = render(<Reader />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => store.set(3));
    expect(screen.getByRole('status').textContent).toBe('3');
    unmount();
    expect(listeners.size).toBe(0);
  });

  test('useId gives distinct ids, stable across renders, also inside lazy subtrees (the coins gradient ids)', async () => {
    const seen: string[] = [];
    function Labelled({ n }: { n: number }) {
      const id = useId();
      seen.push(id);
      return <input aria-label={`field ${n}`} id={id} />;
    }
    const LazyCoin = lazy(async () => ({ default: () => <GaryCoin /> }));
    function Page() {
      const [tick, setTick] = useState(0);
      return (
        <div>
          <Labelled n={1} />
          <Labelled n={2} />
          <GaryCoin />
          <Suspense fallback={<p>loading</p>}>
            <LazyCoin />
          </Suspense>
          <button type="button" onClick={() => setTick(tick + 1)}>again {tick}</button>
        </div>
      );
    }
    const { container } = render(<Page />);
    await waitFor(() => expect(container.querySelectorAll('radialGradient')).toHaveLength(2));
    const first = [screen.getByLabelText('field 1').id, screen.getByLabelText('field 2').id];
    expect(first[0]).not.toBe(first[1]);
    fireEvent.click(screen.getByRole('button', { name: /again/ }));
    expect([screen.getByLabelText('field 1').id, screen.getByLabelText('field 2').id]).toEqual(first);
    const gradients = [...container.querySelectorAll('radialGradient')].map((g) => g.id);
    expect(new Set(gradients).size).toBe(2);
  });

  test('SVG and style props come out as the DOM expects (stroke-width, px on numeric styles)', () => {
    const { container } = render(
      <div style={{ marginTop: 24, opacity: 0.5 }}>
        <GaryCoin />
      </div>,
    );
    const div = container.firstElementChild as HTMLElement;
    expect(div.style.marginTop).toBe('24px');
    expect(div.style.opacity).toBe('0.5');
    expect(container.querySelector('circle[stroke-width="3"]')).toBeTruthy();
    expect(container.querySelector('stop[stop-color]')).toBeTruthy();
  });

  test('startTransition runs its update; layout effects run before effects', () => {
    const order: string[] = [];
    function Effects() {
      const [n, setN] = useState(0);
      useLayoutEffect(() => void order.push(`layout ${n}`), [n]);
      useEffect(() => void order.push(`effect ${n}`), [n]);
      return <button type="button" onClick={() => startTransition(() => setN(n + 1))}>count {n}</button>;
    }
    render(<Effects />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('count 1');
    expect(order).toEqual(['layout 0', 'effect 0', 'layout 1', 'effect 1']);
  });

  test('controlled inputs: onChange fires on every keystroke, as React does', () => {
    function Field() {
      const [v, setV] = useState('');
      return (
        <label>
          Email <input value={v} onChange={(e) => setV(e.target.value.toLowerCase())} />
          <span>typed: {v}</span>
        </label>
      );
    }
    render(<Field />);
    fireEvent.input(screen.getByLabelText(/Email/), { target: { value: 'GARY@' } });
    expect(screen.getByText('typed: gary@')).toBeTruthy();
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('gary@');
  });
});
