'use client';

import type { PreviewBannerView } from '../../core/preview';
import { PREVIEW_TEXTS, type PreviewTexts } from '../../core/preview/preview.texts';
import '../widgets/tokens.css';
import './preview.css';

export interface PreviewBannerProps {
  /** The applied preview (from the panel's view model); nothing renders without it. */
  banner: PreviewBannerView | undefined;
  /** Opens the preview panel. */
  onOpenPanel: () => void;
  texts?: Partial<PreviewTexts>;
}

/** Decision D16: a slim bar, shown while a preview date or A/B group is applied, so staff never forget it. */
export function PreviewBanner({ banner, onOpenPanel, texts }: PreviewBannerProps) {
  if (!banner) return null;
  const t = { ...PREVIEW_TEXTS, ...texts };
  return (
    <section className="sk-preview-banner" aria-label={t.bannerLabel} lang="en">
      <p className="sk-preview-banner__text">
        <strong className="sk-preview-banner__label">{t.bannerLabel}</strong>
        <span>{banner.text}</span>
      </p>
      <button type="button" className="sk-preview-banner__open" onClick={onOpenPanel}>
        {t.bannerOpen}
      </button>
    </section>
  );
}
