import { LEGAL_ADDRESS, LEGAL_ENTITY, SUPPORT_EMAIL } from '@gary/design';
import styles from './legal.module.css';

export function LegalContact() {
  return (
    <address className={styles.contact}>
      <strong>{LEGAL_ENTITY}</strong>
      <br />
      {LEGAL_ADDRESS}
      <br />
      Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
    </address>
  );
}
