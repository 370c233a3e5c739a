import styles from './billfold.module.css';

/** The heading of a page of Gary's public record (the Billfold, the corrections log). */
export function RecordHead({ title }: { title: string }) {
  return (
    <div className={styles.head}>
      <div>
        <p className="gary-eyebrow">Gary's public record</p>
        <h1 className={styles.title}>{title}</h1>
      </div>
    </div>
  );
}
