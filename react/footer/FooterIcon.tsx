import type { FooterIconName } from '../../core/footer';

/** 24x24 stroke drawings of the footer's icons: neutral glyphs, no real brand marks. */
const PATHS: Record<FooterIconName, string> = {
  store: 'M3 10l1.5-6h15L21 10M3 10h18M3 10v10h18V10M9 20v-6h6v6',
  contact: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  delivery: 'M2 6h12v10H2zM14 9h4l3 3v4h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  returns: 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  payment: 'M2 6h20v12H2zM2 10h20M6 15h4',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01',
  warranty: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  'loyalty-card':
    'M2 5h20v14H2zM2 9h20M12 16l-1.2-1.1C9.5 13.8 9 13.2 9 12.5a1.5 1.5 0 0 1 3-.3 1.5 1.5 0 0 1 3 .3c0 .7-.5 1.3-1.8 2.4z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  newsletter: 'M3 5h18v14H3zM3 5l9 8 9-8',
  company: 'M4 21V4h10v17M14 9h6v12M2 21h20M7 8h1M10 8h1M7 12h1M10 12h1M7 16h1M10 16h1M17 13h1M17 17h1',
  'social-community':
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 11a2.5 2.5 0 1 0 0-5M17 14a5 5 0 0 1 4 6',
  'social-photos': 'M3 7h4l2-3h6l2 3h4v13H3zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'social-videos': 'M2 6h20v12H2zM10 9l5 3-5 3z',
  'social-ideas': 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  'social-blog': 'M4 20l1-5L16 4l4 4L9 19zM14 6l4 4',
  'app-ios': 'M7 2h10v20H7zM11 19h2M10 5h4',
  'app-android': 'M6 2h12v20H6zM6 18h12M6 5h12M11 20h2',
};

export interface FooterIconProps {
  name: FooterIconName;
  size?: number;
  className?: string;
}

/** A decorative footer icon; the link or heading around it carries the accessible name. */
export function FooterIcon({ name, size = 24, className }: FooterIconProps) {
  const d = PATHS[name];
  if (!d) return null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={['sk-footer__icon', className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={d} fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
