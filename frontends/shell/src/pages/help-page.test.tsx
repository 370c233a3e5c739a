/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HelpPage } from './help-page';

test('"the help page: 1-800-GAMBLER, NCPG 1-800-522-4700 and its chat, UK National Gambling Helpline 0808 8020 133, what each tool does"', () => {
  render(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: '1-800-426-2537' }).getAttribute('href')).toEqual('tel:+18004262537');
  expect(screen.getAllByText(/1-800-GAMBLER/).length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: '1-800-522-4700' }).getAttribute('href')).toEqual('tel:+18005224700');
  expect(screen.getByRole('link', { name: 'Chat with the NCPG' }).getAttribute('href')).toEqual(expect.stringMatching(/^https:\/\/www\.ncpgambling\.org\//));
  expect(screen.getByRole('link', { name: '0808 8020 133' }).getAttribute('href')).toEqual('tel:+448088020133');
  for (const tool of ['Stake', 'Limits', 'Cool-off', 'Self-exclusion', 'Age']) expect(screen.getByText(tool)).toBeTruthy();
  expect(screen.getByText(/cannot be ended early, and when its time is up it stays on until you confirm/)).toBeTruthy();
});
