const INLINE = { display: 'inline-block', verticalAlign: '-3px' } as const;

export function StreakIcon({ icon, size = 18 }: { icon: 'fire' | 'snowflake' | null; size?: number }) {
  if (icon === 'fire')
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" style={INLINE}>
        <path d="M12 2c1 4 5 5.5 5 11a5 5 0 0 1-10 0c0-2.5 1.2-4 2.5-5.2.3 1.8 1.2 2.7 2.3 3.2C11.2 8 11 5 12 2Z" fill="#ff6b1a" />
        <path d="M12 13c.6 1.6 2.3 2.2 2.3 4.2a2.3 2.3 0 0 1-4.6 0c0-1.3.8-2.2 2.3-4.2Z" fill="#ffd39e" />
      </svg>
    );
  if (icon === 'snowflake')
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" style={INLINE}>
        <path d="M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9 3.8l3 2.2 3-2.2M9 20.2l3-2.2 3 2.2" stroke="#8fd3ff" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
    );
  return null;
}
