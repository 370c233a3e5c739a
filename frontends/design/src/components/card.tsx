import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'section' | 'article' | 'div' | 'aside';
  title?: ReactNode;
  titleId?: string;
  accent?: boolean;
  flat?: boolean;
};

/** A stitched canvas panel; `title` renders the small stencil heading most blocks carry. */
export function Card({ as: Tag = 'section', title, titleId, accent, flat, className, children, ...rest }: CardProps) {
  const cls = [styles.card, accent ? styles.accent : '', flat ? styles.flat : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag className={cls} aria-labelledby={title && titleId ? titleId : undefined} {...rest}>
      {title ? (
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
      ) : null}
      {children}
    </Tag>
  );
}
