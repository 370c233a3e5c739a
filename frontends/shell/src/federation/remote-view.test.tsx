/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BOUNDARY_MESSAGE, BOUNDARY_TITLE } from '@gary/design';
import garyRemoteErrorPlugin from './remote-error-plugin';
import { remoteFailureModule } from './remote-failure';
import { createRemoteView } from './remote-view';

function Picks({ who }: { who: string }) {
  return <p>Today's picks for {who}</p>;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('a remote that fails to load', () => {
  test('"Oops! Gary fumbled the ball" shows while the rest of the page keeps working; "Try again" loads it again', async () => {
    let attempts = 0;
    const load = jest.fn(async () => {
      attempts++;
      if (attempts === 1) throw new Error('ScriptExternalLoadError: Loading script failed (/remotes/picks/remoteEntry.js)');
      return { default: Picks };
    });
    const View = createRemoteView(load, 'LOADING...');
    render(
      <div>
        <nav>Navigation still here</nav>
        <View who="the den" />
      </div>,
    );
    expect(await screen.findByText(BOUNDARY_TITLE)).toBeTruthy();
    expect(screen.getByText(BOUNDARY_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Navigation still here')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByText("Today's picks for the den")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(BOUNDARY_TITLE)).toBeNull();
  });

  test('the errorLoadRemote plugin turns a load failure into a module whose component trips the boundary', async () => {
    const plugin = garyRemoteErrorPlugin();
    const error = new Error('remoteEntry 404');
    const fromRuntime = (await plugin.errorLoadRemote!({ id: 'billfold/Billfold', error, from: 'runtime', lifecycle: 'onLoad', origin: {} as never })) as {
      default: () => never;
    };
    const fromBuild = (await plugin.errorLoadRemote!({ id: 'billfold/Billfold', error, from: 'build', lifecycle: 'onLoad', origin: {} as never })) as () => unknown;
    expect(typeof fromBuild).toBe('function');
    expect(await plugin.errorLoadRemote!({ id: 'x', error, from: 'runtime', lifecycle: 'beforeLoadShare', origin: {} as never })).toBeUndefined();

    const View = createRemoteView(async () => fromRuntime);
    render(<View />);
    expect(await screen.findByText(BOUNDARY_TITLE)).toBeTruthy();
  });

  test('the stand-in module carries a named error saying which remote failed', () => {
    const mod = remoteFailureModule('betcard/BetCardModal', new Error('timeout'));
    expect(mod.error.name).toBe('RemoteLoadError');
    expect(mod.error.remoteId).toBe('betcard/BetCardModal');
    expect(mod.error.message).toBe('Could not load betcard/BetCardModal: timeout');
    expect(() => mod.default()).toThrow(mod.error);
  });
});
