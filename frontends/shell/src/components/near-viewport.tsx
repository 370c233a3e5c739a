// Renders its children once their place on the page comes within `margin` of the viewport. The home
// page's hero fills the first screen; what lies below it (the free pick, the record) loads its code
// and data when the reader scrolls towards it, so the first paint carries none of it. Without
// IntersectionObserver (old browsers, jsdom) the children render at once.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '@gary/design';

export function NearViewport({ children, minHeight, margin = '150px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        io.disconnect();
      }
    }, { rootMargin: margin });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near, margin]);
  return (
    // Full width of its place, like the content it stands for (a grid or flex parent would otherwise
    // size it to its content, and a wide card could push the page sideways on a phone).
    <div ref={ref} style={near ? { width: '100%', minWidth: 0 } : { width: '100%', minWidth: 0, minHeight }}>
      {near ? <Suspense fallback={<Spinner />}>{children}</Suspense> : null}
    </div>
  );
}
