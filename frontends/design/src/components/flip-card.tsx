import type { CSSProperties, ReactNode } from 'react';
import styles from './flip-card.module.css';

export const FLIP_MS = 600;

type FlipCardProps = {
  flipped: boolean;
  front: ReactNode;
  back: ReactNode;
  /** CSS size of the card, e.g. width 576 / height 420 on the home page. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  label?: string;
};

/**
 * A two-faced card turning in 0.6 s. The hidden face is `inert` so keyboard and screen-reader
 * users only meet the side showing.
 */
export function FlipCard({ flipped, front, back, width = '100%', height = 420, className, label }: FlipCardProps) {
  return (
    <div className={[styles.scene, className ?? ''].join(' ')} style={{ width, height, maxWidth: '100%' }} role="group" aria-label={label}>
      <div className={[styles.inner, flipped ? styles.flipped : ''].join(' ')}>
        <div className={styles.face} aria-hidden={flipped} inert={flipped}>
          {front}
        </div>
        <div className={[styles.face, styles.back].join(' ')} aria-hidden={!flipped} inert={!flipped}>
          {back}
        </div>
      </div>
    </div>
  );
}
