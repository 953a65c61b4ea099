import { FOOTER_LOGOS, type FooterLogoName } from '../core/footer/footer.logos';

/**
 * Drawn marks for the footer's logo registry: every brand here is invented (D1), never a real brand's. Generic marks
 * carry no words, so no page shows another language's text in an image.
 */
const SANS = 'font-family="system-ui, \'Segoe UI\', Roboto, Arial, sans-serif"';
const SERIF = 'font-family="Georgia, \'Times New Roman\', serif"';

const card = (width: number, fill = '#ffffff', stroke = '#d9d2c8') =>
  `<rect x="0.75" y="0.75" width="${width - 1.5}" height="38.5" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>`;

const DRAWINGS: Record<FooterLogoName, (width: number, height: number) => string> = {
  'card-orbit': (w) =>
    card(w) +
    '<circle cx="19" cy="20" r="10" fill="#f28c28"/><circle cx="31" cy="20" r="10" fill="#1d3f8f" fill-opacity="0.85"/>' +
    `<text x="46" y="25.5" ${SANS} font-size="15" font-weight="700" fill="#1d3f8f">orbit</text>`,
  'card-meridian': (w) =>
    card(w, '#0f2a4a', '#0f2a4a') +
    '<path d="M9 28a13 13 0 0 1 26 0" fill="none" stroke="#e0b13c" stroke-width="3" stroke-linecap="round"/><circle cx="22" cy="15" r="2.5" fill="#e0b13c"/>' +
    `<text x="41" y="25.5" ${SANS} font-size="15" font-style="italic" font-weight="600" fill="#ffffff">Meridian</text>`,
  'wallet-pocketpay': (w) =>
    card(w) +
    '<rect x="8" y="8" width="24" height="24" rx="6" fill="#14a37f"/><path d="M13 15h14v11H13z" fill="none" stroke="#ffffff" stroke-width="2" stroke-linejoin="round"/><path d="M21 19h6v4h-6z" fill="#ffffff"/>' +
    `<text x="40" y="26" ${SANS} font-size="16" font-weight="700" fill="#1b2b34">Pocket<tspan fill="#14a37f">Pay</tspan></text>`,
  'carrier-swiftparcel': (w) =>
    card(w) +
    '<path d="M6 15h9M4 20h11M7 25h8" stroke="#ff6a13" stroke-width="2.5" stroke-linecap="round"/><path d="M18 13l9-4 9 4v13l-9 4-9-4z" fill="#c58b4b"/><path d="M18 13l9 4 9-4M27 17v13" fill="none" stroke="#8a5a2b" stroke-width="1.5"/>' +
    `<text x="43" y="26" ${SANS} font-size="16" font-style="italic" font-weight="800" fill="#222222">Swift<tspan fill="#ff6a13">Parcel</tspan></text>`,
  'carrier-boxline': (w) =>
    card(w, '#ffd23f', '#e8b800') +
    '<path d="M10 14l10-5 10 5v12l-10 5-10-5z" fill="none" stroke="#2b2b2b" stroke-width="2.2" stroke-linejoin="round"/><path d="M10 14l10 5 10-5M20 19v12" fill="none" stroke="#2b2b2b" stroke-width="2.2" stroke-linejoin="round"/>' +
    `<text x="38" y="26" ${SANS} font-size="17" font-weight="800" fill="#2b2b2b" letter-spacing="0.3">boxline</text>`,
  'loyalty-card': (w) =>
    '<rect x="10" y="3" width="92" height="34" rx="5" fill="#7a1f3d"/><rect x="10" y="10" width="92" height="5" fill="#5a1229"/>' +
    '<rect x="17" y="20" width="13" height="10" rx="2" fill="#e0b13c"/><path d="M21 20v10M17 25h13" stroke="#b88a1e" stroke-width="0.8"/>' +
    '<path d="M79 31l-1.6-1.5C72.6 25 70 22.8 70 20a4.4 4.4 0 0 1 9-1.2A4.4 4.4 0 0 1 88 20c0 2.8-2.6 5-7.4 9.5z" fill="#ffffff"/>' +
    '<path d="M36 27h26M36 31h16" stroke="#f3d6df" stroke-width="2" stroke-linecap="round"/>' +
    `<rect x="0" y="0" width="${w}" height="40" fill="none"/>`,
  'trust-safe-shopping': () =>
    '<circle cx="32" cy="32" r="29.5" fill="#ffffff" stroke="#1e8e3e" stroke-width="3"/><circle cx="32" cy="32" r="24" fill="none" stroke="#1e8e3e" stroke-width="1" stroke-dasharray="2 3"/>' +
    '<path d="M32 14l13 5v9c0 9-5.5 15-13 18-7.5-3-13-9-13-18v-9z" fill="#1e8e3e"/><path d="M25.5 31l4.5 4.5 8.5-9" fill="none" stroke="#ffffff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>',
  'trust-fair-trade-seal': () =>
    '<circle cx="32" cy="32" r="30" fill="#2f6f3e"/><circle cx="32" cy="32" r="25" fill="none" stroke="#ffffff" stroke-width="1.2" stroke-dasharray="1 3.2"/>' +
    '<path d="M32 46c-1-9-8-11-12-19 7 0 11 4 12 9 1-5 5-9 12-9-4 8-11 10-12 19z" fill="#ffffff"/><circle cx="32" cy="20" r="4" fill="#f4c542"/>',
  'trust-quality-award': () =>
    '<path d="M22 40l-6 20 8-4 5 7 5-18zM42 40l6 20-8-4-5 7-5-18z" fill="#c0392b"/>' +
    `<polygon points="${rosette(32, 28, 24, 20.5, 16)}" fill="#d4a017"/><circle cx="32" cy="28" r="17" fill="#ffffff"/><circle cx="32" cy="28" r="14.5" fill="none" stroke="#d4a017" stroke-width="1.2"/>` +
    `<polygon points="${star(32, 28.8, 9)}" fill="#d4a017"/>`,
  'post-national': (w) =>
    card(w, '#ffcc00', '#e6b800') +
    '<path d="M18 14c-7 0-10 4-10 8s3 6 6 6c2 0 4-1 5-3l10 5V10l-10 5c-.3-.7-.6-1-1-1z" fill="none" stroke="#0b2a5b" stroke-width="2.4" stroke-linejoin="round"/><circle cx="14" cy="22" r="2.4" fill="#0b2a5b"/>' +
    `<rect x="44" y="11" width="${w - 56}" height="18" rx="2" fill="#ffffff" stroke="#0b2a5b" stroke-width="2"/><path d="M44 11l${(w - 56) / 2} 10 ${(w - 56) / 2}-10" fill="none" stroke="#0b2a5b" stroke-width="2" stroke-linejoin="round"/>`,
  'post-parcel-locker': (w) =>
    card(w, '#f4f4f2', '#cfcac2') +
    Array.from({ length: 6 }, (_, col) =>
      Array.from(
        { length: 2 },
        (__, row) =>
          `<rect x="${8 + col * 18}" y="${7 + row * 13.5}" width="15" height="11.5" rx="1.5" fill="#c8102e"/><rect x="${19 + col * 18}" y="${11.5 + row * 13.5}" width="2" height="3" rx="0.6" fill="#ffffff"/>`,
      ).join(''),
    ).join('') +
    `<rect x="${w - 42}" y="7" width="32" height="25" rx="2" fill="#2b2b2b"/><rect x="${w - 38}" y="10" width="24" height="9" rx="1" fill="#7fd3e6"/>` +
    Array.from(
      { length: 6 },
      (_, i) => `<circle cx="${w - 36 + (i % 3) * 10}" cy="${23.5 + Math.floor(i / 3) * 5}" r="1.6" fill="#dddddd"/>`,
    ).join(''),
  'post-pickup-point': (w) =>
    card(w) +
    '<path d="M20 35s-11-11.5-11-19a11 11 0 0 1 22 0c0 7.5-11 19-11 19z" fill="#00838f"/><path d="M15 13l5-2.5 5 2.5v6l-5 2.5-5-2.5z" fill="#ffffff"/>' +
    `<path d="M40 16h${w - 50}l-4-7H44z" fill="#00838f"/>` +
    Array.from(
      { length: Math.floor((w - 50) / 12) },
      (_, i) =>
        `<path d="M${40 + i * 12} 16h12v3a6 6 0 0 1-12 0z" fill="${i % 2 ? '#00838f' : '#ffffff'}" stroke="#00838f" stroke-width="1"/>`,
    ).join('') +
    `<rect x="44" y="22" width="${w - 58}" height="13" fill="none" stroke="#00838f" stroke-width="2"/><rect x="${w / 2 + 10}" y="25" width="12" height="10" fill="#00838f"/>`,
  'fashion-linnea': (w) =>
    `<rect width="${w}" height="40" fill="#ffffff"/>` +
    `<text x="${w / 2}" y="28" text-anchor="middle" ${SERIF} font-size="24" font-style="italic" fill="#3a2e2a">Linnea</text>` +
    `<circle cx="${w / 2 + 36}" cy="11" r="2.5" fill="#c9787f"/><circle cx="${w / 2 + 41}" cy="14" r="1.6" fill="#c9787f"/>`,
  'fashion-verdant': (w) =>
    `<rect width="${w}" height="40" fill="#ffffff"/>` +
    '<path d="M8 30C8 17 17 9 31 9c0 14-8 21-21 21zM8 30l13-13" fill="#3f7d4e" stroke="#3f7d4e" stroke-width="1.5" stroke-linecap="round"/><path d="M9.5 28.5l12-12" stroke="#ffffff" stroke-width="1.2"/>' +
    `<text x="38" y="27" ${SANS} font-size="19" font-weight="300" letter-spacing="1.2" fill="#2f5d3a">verdant</text>`,
  'fashion-northloom': (w) =>
    `<rect width="${w}" height="40" fill="#ffffff"/>` +
    '<rect x="5" y="7" width="26" height="26" fill="none" stroke="#1f2d3d" stroke-width="2"/><path d="M11 28V12l14 16V12" fill="none" stroke="#1f2d3d" stroke-width="2.4" stroke-linejoin="round"/><path d="M18 3l2.5 4h-5z" fill="#b5473a"/>' +
    `<text x="38" y="26" ${SANS} font-size="16" font-weight="600" letter-spacing="1.5" fill="#1f2d3d">Northloom</text>`,
};

const round = (n: number) => Math.round(n * 100) / 100;

function star(cx: number, cy: number, r: number): string {
  return Array.from({ length: 5 }, (_, i) => {
    const a = (i * 144 * Math.PI) / 180;
    return `${round(cx + r * Math.sin(a))},${round(cy - r * Math.cos(a))}`;
  }).join(' ');
}

/** A notched medal edge: `points` teeth between an outer and an inner radius. */
function rosette(cx: number, cy: number, outer: number, inner: number, points: number): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (i * Math.PI) / points;
    return `${round(cx + r * Math.sin(a))},${round(cy - r * Math.cos(a))}`;
  }).join(' ');
}

/** The invented brand's name where its mark shows one (the wordmarks), for the image's own title. */
const BRAND_TITLES: Partial<Record<FooterLogoName, string>> = {
  'card-orbit': 'Orbit',
  'card-meridian': 'Meridian',
  'wallet-pocketpay': 'PocketPay',
  'carrier-swiftparcel': 'SwiftParcel',
  'carrier-boxline': 'Boxline',
  'fashion-linnea': 'Linnea',
  'fashion-verdant': 'Verdant',
  'fashion-northloom': 'Northloom',
};

const isLogoName = (name: string): name is FooterLogoName => Object.prototype.hasOwnProperty.call(FOOTER_LOGOS, name);

/** The SVG of a registered logo at its registry size, or undefined for a name outside the registry. */
export function drawnLogoSvg(name: string): string | undefined {
  if (!isLogoName(name)) return undefined;
  const { width, height } = FOOTER_LOGOS[name];
  const title = BRAND_TITLES[name];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${title ? ' role="img"' : ''}>` +
    (title ? `<title>${title}</title>` : '') +
    DRAWINGS[name](width, height) +
    '</svg>'
  );
}
