import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'win' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium', block = false, extra?: string): string {
  return [styles.button, styles[variant], size !== 'medium' ? styles[size] : '', block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

type Common = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; children: ReactNode };

export function Button({ variant, size, block, className, type = 'button', ...rest }: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass(variant, size, block, className)} {...rest} />;
}

export function ButtonLink({ variant, size, block, className, ...rest }: Common & LinkProps) {
  return <Link className={buttonClass(variant, size, block, className)} {...rest} />;
}
