import type { ApiError } from '@gary/design';
import { reasonsOf } from './auth-form-parts';

const weak = (reasons: string[]): ApiError => ({ name: 'ApiError', status: 400, code: 'weak_password', message: 'Password is too weak.', details: { reasons } });

test('"weak-password errors show raw codes (too_short)" no more: each reason is a sentence the user can act on', () => {
  const shown = reasonsOf(weak(['too_short', 'needs_letter_and_digit', 'too_common', 'contains_email', 'new_rule']));
  expect(shown).toEqual([
    'Use at least 8 characters.',
    'Use at least one letter and one number.',
    'That password is too common. Pick one that is harder to guess.',
    'Do not use your email address in the password.',
    'Choose a stronger password.',
  ]);
  expect(shown.join(' ')).not.toMatch(/_/);
});
