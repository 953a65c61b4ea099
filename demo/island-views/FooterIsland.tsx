import type { FooterPlatform } from '../../core/footer/footer.rules';
import type { FooterContent } from '../../core/footer/footer.schema';
import type { FooterTexts } from '../../core/footer/footer.texts';
import type { Country } from '../../core/markets';
import { StaticFooter } from '../../react/footer/FooterShell';
import { Island } from '../islands';
import { useRuntime } from '../runtime';
import { IslandReady } from './ready';

export interface FooterIslandProps {
  country: Country;
  content: FooterContent;
  /** The footer's interface texts, in the page's language only. */
  texts: FooterTexts;
  /** The page's content type: one containing NO_FOOTER renders no footer. */
  contentType?: string;
  nlStatus?: string;
  reduced: boolean;
  hideNewsletter: boolean;
  /** The platform the server rendered for, the first render's in the browser too. */
  platform?: FooterPlatform;
  /** The sign-up in the newsletter slot: its props on the server; in the browser `true` (the slot's island keeps its own). */
  signup?: Record<string, unknown> | true;
}

/** Hydrated only where its phone layout or view switch is needed; the sign-up and staff preview are islands of their own. */
export default function FooterIsland({
  country,
  content,
  texts,
  contentType,
  nlStatus,
  reduced,
  hideNewsletter,
  platform,
  signup,
}: FooterIslandProps) {
  const { env } = useRuntime();
  return (
    <>
      <IslandReady settle />
      <StaticFooter
        country={country}
        content={content}
        texts={texts}
        {...(contentType ? { contentType } : {})}
        nlStatus={nlStatus}
        {...(platform ? { platform } : {})}
        env={env}
        reduced={reduced}
        hideNewsletter={hideNewsletter}
        newsletterSlot={signup ? <Island name="signup" lazy props={signup === true ? {} : signup} /> : undefined}
        staffSlot={<Island name="preview" empty />}
      />
    </>
  );
}
