import styles from '../pages/marketing.module.css';

export type Faq = { q: string; a: string };

/** The marketing pages' FAQ: a heading and one open-and-close entry per question. */
export function FaqSection({ id, items, gap = 20, className }: { id: string; items: readonly Faq[]; gap?: number; className?: string }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle} style={{ marginBottom: gap }}>FAQ</h2>
      <div className={styles.faq}>
        {items.map((f) => (
          <details key={f.q}>
            <summary>{f.q}</summary>
            <p>{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
