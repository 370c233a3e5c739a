import type { Pick } from '@gary/design';

/** Drops picks that must never be shown: emergency ids, and unlocked picks with no text or rationale. */
export function displayablePicks(picks: Pick[] | null | undefined): Pick[] {
  return (picks ?? []).filter((p) => {
    if (!p || !p.pickId || /^emergency/i.test(p.pickId)) return false;
    if (p.locked) return true;
    return Boolean(p.pick && p.pick.trim() && p.rationale && p.rationale.trim());
  });
}
