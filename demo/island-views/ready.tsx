import { useEffect, useRef } from 'react';

/**
 * Says `data-island="ready"` on the island's container once React has committed the island (tests and the bench
 * wait for it). Rendered on the server too (a hidden, empty span), so both trees have the same shape. `settle` waits
 * one task more, for islands that re-render at once after hydration (the footer measures the platform).
 */
export function IslandReady({ settle = false }: { settle?: boolean }) {
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const mark = () => anchor.current?.closest('[data-island]')?.setAttribute('data-island', 'ready');
    if (!settle) return mark();
    const timer = setTimeout(mark);
    return () => clearTimeout(timer);
  }, [settle]);
  return <span ref={anchor} hidden />;
}
