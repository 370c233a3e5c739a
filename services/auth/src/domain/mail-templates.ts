// The mail auth sends: subject, plain text, HTML and the links in it (the dev mailbox lists them).
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function render(subject: string, paragraphs: string[], action: { label: string; url: string } | null, extraLinks: string[] = []): MailContent {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', '— Gary'].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    ...paragraphs.map((p) => `<p>${esc(p)}</p>`),
    action ? `<p><a href="${esc(action.url)}">${esc(action.label)}</a></p>` : '',
    '<p>— Gary</p></body></html>',
  ].join('');
  return { subject, text, html, links: [...(action ? [action.url] : []), ...extraLinks] };
}

export function confirmationMail(link: string, hoursValid: number): MailContent {
  return render(
    'Confirm your email for Gary',
    ['Welcome to the den. Confirm your email address to finish creating your account.', `This link works once and expires in ${hoursValid} hours.`],
    { label: 'Confirm my email', url: link },
  );
}

export function resetMail(link: string, minutesValid: number): MailContent {
  return render(
    'Reset your Gary password',
    [
      'Someone asked to reset the password of your Gary account. If it was you, choose a new password with the link below.',
      `This link works once and expires in ${minutesValid} minutes. If it was not you, ignore this mail: your password stays the same.`,
    ],
    { label: 'Choose a new password', url: link },
  );
}

/** Sent when someone signs up with an email that already has an account (the page says nothing). */
export function alreadyRegisteredMail(signinUrl: string): MailContent {
  return render(
    'You already have a Gary account',
    ['Someone tried to create a Gary account with this email, but you already have one. Sign in, or reset your password from the sign-in page if you forgot it.', 'If it was not you, ignore this mail.'],
    { label: 'Sign in', url: signinUrl },
  );
}

/**
 * Sent when someone signs up with an address whose deleted account left a break running (the page
 * says nothing, as for a registered address): no account opens until the break ends.
 */
export function breakKeptMail(kind: 'cool_off' | 'self_exclusion', until: string): MailContent {
  const what = kind === 'self_exclusion' ? 'self-exclusion' : 'cool-off';
  return render(
    'No Gary account can be opened with this email yet',
    [
      `Someone tried to create a Gary account with this email. A ${what} taken with this address runs until ${until}, and no account can be opened with it until then.`,
      'If gambling stops being fun, call 1-800-GAMBLER. If it was not you, ignore this mail.',
    ],
    null,
  );
}

/** An alert by mail: its words, a link to the page, and the one-click unsubscribe (also in the List-Unsubscribe header). */
export function alertMail(a: { title: string; body: string; url: string; unsubscribeUrl: string }): MailContent {
  const m = render(a.title, [...a.body.split('\n').filter(Boolean), 'Entertainment only. 21+. If gambling stops being fun, call 1-800-GAMBLER.'], { label: 'Open Gary', url: a.url }, [a.unsubscribeUrl]);
  const note = 'You get this because this alert is on in your Gary alert settings.';
  return {
    ...m,
    text: `${m.text}\n\n${note} Unsubscribe from this kind of mail: ${a.unsubscribeUrl}`,
    html: m.html.replace('</body>', `<p style="font-size:12px;color:#666">${note} <a href="${esc(a.unsubscribeUrl)}">Unsubscribe</a></p></body>`),
  };
}
