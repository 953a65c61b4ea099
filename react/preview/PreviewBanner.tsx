'use client';

import type { PreviewBannerView } from '../../core/preview';
import type { PreviewTexts } from '../../core/preview/preview.texts';
import '../widgets/tokens.css';
import './preview.css';

export interface PreviewBannerProps {
  /** The applied preview (from the panel's view model); nothing renders without it. */
  banner: PreviewBannerView | undefined;
  /** Opens the preview panel. */
  onOpenPanel: () => void;
  /** @deprecated Ignored: the banner's texts come with `banner` (give the panel's texts to `connectPreviewPanel`). */
  texts?: Partial<PreviewTexts>;
}

/** A slim bar shown while a preview date or A/B group is applied, so staff never forget it. */
export function PreviewBanner({ banner, onOpenPanel }: PreviewBannerProps) {
  if (!banner) return null;
  return (
    <section className="sk-preview-banner" aria-label={banner.label} lang="en">
      <p className="sk-preview-banner__text">
        <strong className="sk-preview-banner__label">{banner.label}</strong>
        <span>{banner.text}</span>
      </p>
      <button type="button" className="sk-preview-banner__open" onClick={onOpenPanel}>
        {banner.openText}
      </button>
    </section>
  );
}
