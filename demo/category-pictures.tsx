import type { ReactElement } from 'react';

/** Every market lists its popular categories in the same order, so the picture follows the position. Decorative. */
const PICTURES: readonly ReactElement[] = [
  <path key="dress" d="M26 10h12l-2 10 10 34H18l10-34z M26 10l-4-4 M38 10l4-4" />,
  <path key="shirt" d="M22 10l-12 8 5 9 6-3v30h22V24l6 3 5-9-12-8c-2 4-5 6-10 6s-8-2-10-6z" />,
  <g key="ball">
    <circle cx="32" cy="32" r="22" />
    <path d="M32 10v44 M10 32h44 M16 16c10 8 10 24 0 32 M48 16c-10 8-10 24 0 32" />
  </g>,
  <path key="sofa" d="M12 30v-8a6 6 0 0 1 6-6h28a6 6 0 0 1 6 6v8 M8 30h48v14H8z M14 44v6 M50 44v6 M16 30v6h32v-6" />,
  <g key="palette">
    <path d="M32 10C18 10 10 20 10 31c0 12 10 22 22 22 4 0 5-3 3-6s0-6 4-6h6c6 0 9-4 9-10 0-12-10-21-22-21z" />
    <circle cx="22" cy="26" r="3" />
    <circle cx="32" cy="20" r="3" />
    <circle cx="43" cy="25" r="3" />
  </g>,
  <path key="kite" d="M32 6l16 20-16 24-16-24z M16 26h32 M32 6v44 M32 50c-4 4 4 6 0 10" />,
  <path
    key="pot"
    d="M12 24h40 M16 24v20a8 8 0 0 0 8 8h16a8 8 0 0 0 8-8V24 M8 28h4 M52 28h4 M26 24v-4h12v4 M24 14c0-3 4-3 4-6 M36 14c0-3 4-3 4-6"
  />,
  <path key="bed" d="M8 20v30 M8 40h48v10 M8 34h48v6 M14 34v-6a4 4 0 0 1 4-4h10v10 M32 34v-6h16a8 8 0 0 1 8 8" />,
];

export function CategoryPicture({ index }: { index: number }) {
  return (
    <svg className="demo-tile-picture" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {PICTURES[index % PICTURES.length]}
    </svg>
  );
}
