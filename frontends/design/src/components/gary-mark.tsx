import { useId } from 'react';

/** Gary: a bear in a safety-orange hard hat. Decorative unless given a title. */
export function GaryMark({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <circle cx="9.5" cy="21" r="5.5" fill="#5e4526" />
      <circle cx="38.5" cy="21" r="5.5" fill="#5e4526" />
      <ellipse cx="24" cy="29" rx="15.5" ry="14.5" fill="#7d5f38" />
      <ellipse cx="24" cy="36" rx="7.5" ry="6" fill="#dcc7a1" />
      <ellipse cx="24" cy="33" rx="3.2" ry="2.2" fill="#111214" />
      <path d="M24 35.2v2.6M21 38.6q3 1.8 6 0" stroke="#111214" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      <path d="M16.5 27.5l4 0.8M31.5 27.5l-4 0.8" stroke="#111214" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="19" cy="29.4" r="1.7" fill="#111214" />
      <circle cx="29" cy="29.4" r="1.7" fill="#111214" />
      <path d="M9 21.5C9 10 15.5 4.5 24 4.5S39 10 39 21.5Z" fill="#ff6b1a" />
      <path d="M22 5.2h4v16h-4z" fill="#e05506" />
      <rect x="5" y="20" width="38" height="4.2" rx="2.1" fill="#e05506" />
    </svg>
  );
}

/** The BetCard coin: a stamped token with Gary's paw. */
export function GaryCoin({ size = 64 }: { size?: number }) {
  // One gradient id per coin: a gradient defined in a hidden SVG (the desktop nav on phones)
  // would otherwise paint nothing for every other coin on the page.
  const id = `gary-coin-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <radialGradient id={id} cx="40%" cy="35%" r="70%">
          <stop offset="0" stopColor="#ffd39e" />
          <stop offset="0.55" stopColor="#f0a04b" />
          <stop offset="1" stopColor="#b8651b" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="#8a4b12" />
      <circle cx="32" cy="32" r="30" fill="none" stroke="#ffb15c" strokeWidth="3" strokeDasharray="2.5 2.5" />
      <circle cx="32" cy="32" r="24" fill={`url(#${id})`} stroke="#8a4b12" strokeWidth="1.5" />
      <ellipse cx="32" cy="37" rx="8" ry="6.5" fill="#6b3a0c" />
      <circle cx="22.5" cy="27" r="3.4" fill="#6b3a0c" />
      <circle cx="28.5" cy="22.5" r="3.4" fill="#6b3a0c" />
      <circle cx="35.5" cy="22.5" r="3.4" fill="#6b3a0c" />
      <circle cx="41.5" cy="27" r="3.4" fill="#6b3a0c" />
    </svg>
  );
}
