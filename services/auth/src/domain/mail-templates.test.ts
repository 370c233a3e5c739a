import { confirmationMail, resetMail } from './mail-templates';

describe('mail sent for confirmation and reset', () => {
  it('the confirmation mail carries the one-time link in text, HTML and the links list', () => {
    const m = confirmationMail('http://localhost:8080/confirm?token=abc.def', 24);
    expect(m.subject).toBe('Confirm your email for Gary');
    expect(m.text).toContain('http://localhost:8080/confirm?token=abc.def');
    expect(m.html).toContain('href="http://localhost:8080/confirm?token=abc.def"');
    expect(m.links).toEqual(['http://localhost:8080/confirm?token=abc.def']);
  });
  it('escapes the link inside HTML', () => {
    expect(resetMail('http://x/reset?token=a"b<c', 60).html).toContain('href="http://x/reset?token=a&quot;b&lt;c"');
  });
});
