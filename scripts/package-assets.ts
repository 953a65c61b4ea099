// Part of `npm run build`: the kit's images as package files (`storefront-kit/assets/…`) for hosts without the service.
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { FOOTER_LOGOS } from '../core/footer/footer.logos';
import { drawnLogoSvg } from '../service/footer-logos';

const out = 'dist/assets';
mkdirSync(`${out}/logos`, { recursive: true });
for (const file of readdirSync('service/assets').filter((f) => f.endsWith('.jpg'))) {
  copyFileSync(`service/assets/${file}`, `${out}/${file}`);
}
for (const [name, logo] of Object.entries(FOOTER_LOGOS)) {
  const svg = drawnLogoSvg(name);
  if (!svg) throw new Error(`no drawing for the registered logo ${name}`);
  writeFileSync(`${out}/logos/${logo.file}`, svg);
}
console.log(
  `package assets: ${readdirSync(out).length - 1} images, ${Object.keys(FOOTER_LOGOS).length} logos in ${out}/`,
);
