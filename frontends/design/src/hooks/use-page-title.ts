import { useEffect } from 'react';

/** Sets the tab title for a screen ("Billfold · Gary"). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Gary` : 'Gary — daily picks from a blunt bear';
  }, [title]);
}
