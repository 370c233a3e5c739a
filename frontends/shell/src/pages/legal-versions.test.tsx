/**
 * @jest-environment jsdom
 */
import { createHash } from 'node:crypto';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PrivacyPage } from './privacy-page';
import { legalDate, PRIVACY_VERSION, TERMS_VERSION, type LegalVersion } from './legal-versions';
import { TermsPage } from './terms-page';

/** The page's words as a reader sees them, without the "Last updated" line. */
function textOf(page: React.ReactNode): { text: string; updated: string } {
  const { container, unmount } = render(<MemoryRouter>{page}</MemoryRouter>);
  const line = container.querySelector('[data-legal-updated]');
  const updated = line?.textContent ?? '';
  line?.remove();
  const text = (container.textContent ?? '').replace(/\s+/g, ' ').trim();
  unmount();
  return { text, updated };
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe.each([
  ['Terms of Service', <TermsPage key="t" />, TERMS_VERSION],
  ['Privacy Policy', <PrivacyPage key="p" />, PRIVACY_VERSION],
] as [string, React.ReactNode, LegalVersion][])('%s', (_name, page, version) => {
  test('"shows today\'s date as Last updated every day" no more: it shows the day the text last changed', () => {
    const { updated } = textOf(page);
    expect(updated).toBe(`Last updated: ${legalDate(version)}`);
    // Whatever the clock says, the line does not move.
    jest.useFakeTimers({ now: new Date('2031-05-05T15:00:00Z') });
    try {
      expect(textOf(page).updated).toBe(updated);
    } finally {
      jest.useRealTimers();
    }
  });

  test('the text has not changed since its "Last updated" day (change the text: set the day and the hash in legal-versions.ts)', () => {
    expect(sha256(textOf(page).text)).toBe(version.textSha256);
  });
});

test('"November 22, 2026": the stored day is written as that calendar day', () => {
  expect(legalDate({ updated: '2026-11-22', textSha256: '' })).toBe('November 22, 2026');
});
