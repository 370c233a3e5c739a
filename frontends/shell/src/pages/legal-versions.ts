// When the terms and the privacy policy last changed. "Last updated" is the day the words changed,
// never today's date. legal-versions.test.tsx renders each page and compares the SHA-256 of its
// text with `textSha256` here: a change to the text (or to a constant it shows, like the price)
// fails that test until `updated` and the hash are set again, together.
export interface LegalVersion {
  /** The Eastern day the text last changed, YYYY-MM-DD. */
  readonly updated: string;
  /** SHA-256 (hex) of the page's text as rendered, without its "Last updated" line. */
  readonly textSha256: string;
}

export const TERMS_VERSION: LegalVersion = { updated: '2026-11-22', textSha256: 'a19ee1bd75666d3052203d3ea31b35a4ae56bda3a8ebd69d3c53fe298c117ec0' };
export const PRIVACY_VERSION: LegalVersion = { updated: '2026-11-22', textSha256: '27f6c9f6e87205341c785eaa28bcf66e3d0f1513158006d59de453fac529ec0a' };

const LONG = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** "November 22, 2026": the day as written, read as a calendar day (no zone shifts it). */
export function legalDate(v: LegalVersion): string {
  return LONG.format(new Date(`${v.updated}T12:00:00Z`));
}
