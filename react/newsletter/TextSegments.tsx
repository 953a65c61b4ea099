import { memo, type ReactNode } from 'react';
import type { NewsletterTextSegment } from '../../core/newsletter/signup';

/**
 * A market text with its links (`connect()` splits it into text and link segments), for the sign-up and the
 * preference page. Memoised: the texts do not change while someone types, and useMachineView keeps their identity.
 */
export const TextSegments = memo(function TextSegments({ segments }: { segments: NewsletterTextSegment[] }): ReactNode {
  return segments.map((s, i) =>
    s.kind === 'link' ? (
      <a key={i} className="sk-newsletter__link" href={s.href}>
        {s.text}
      </a>
    ) : (
      <span key={i}>{s.text}</span>
    ),
  );
});
