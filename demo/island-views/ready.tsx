import { useEffect, useRef } from 'react';

/**
 * `data-island="ready"` once React has committed the island (tests and the bench wait for it); a hidden span on the
 * server too, so both trees match. `settle` waits one task more for islands that re-render at once.
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
