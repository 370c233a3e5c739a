import { useId } from 'react';
import { GaryMark } from '@gary/design';

/** The embroidered work-wear patch used in heroes: Gary inside a stitched ring of text. */
export function GaryPatch({ text = 'RIDE OR FADE • GRADED IN PUBLIC • DAILY AT 10AM ET • ' }: { text?: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 320 320" role="img" aria-label="Gary, the bear in a hard hat">
      <defs>
        <path id={`ring-${id}`} d="M160,160 m-118,0 a118,118 0 1,1 236,0 a118,118 0 1,1 -236,0" />
      </defs>
      <circle cx="160" cy="160" r="156" fill="#2a2219" />
      <circle cx="160" cy="160" r="148" fill="none" stroke="#c9a878" strokeWidth="2.5" strokeDasharray="7 6" />
      <circle cx="160" cy="160" r="96" fill="#1d1f23" stroke="#ff6b1a" strokeWidth="4" />
      <circle cx="160" cy="160" r="88" fill="none" stroke="#c9a878" strokeWidth="1.5" strokeDasharray="5 5" opacity="0.6" />
      <text fill="#ece0c8" fontFamily="'Rockwell','Roboto Slab','DejaVu Serif Condensed',Georgia,serif" fontWeight="800" fontSize="19" letterSpacing="3.2">
        {/* textLength spreads any slogan evenly around the whole ring (2πr for r = 118). */}
        <textPath href={`#ring-${id}`} textLength={741} lengthAdjust="spacing">
          {text}
        </textPath>
      </text>
      <g transform="translate(88 84) scale(3)">
        <GaryMark size={48} />
      </g>
    </svg>
  );
}
