// Makes the newsletter form's two images, and each at double density, once (committed next to this file):
//   npx tsx service/assets/make-images.ts
// A neutral, coffee-toned composition rendered by headless Chromium; no photos, no trademarks.
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const SIZES = [
  { width: 400, height: 300 },
  { width: 273, height: 273 },
];

function page(width: number, height: number): string {
  const cup = Math.round(Math.min(width, height) * 0.42);
  return `<!doctype html><html><body style="margin:0">
  <div style="position:relative;width:${width}px;height:${height}px;overflow:hidden;
    background:radial-gradient(circle at 20% 15%, #f6e7d3 0%, #e9c9a4 35%, #b9835a 70%, #6e4630 100%)">
    <div style="position:absolute;right:-${width * 0.15}px;top:-${height * 0.2}px;width:${width * 0.7}px;height:${width * 0.7}px;
      border-radius:50%;background:radial-gradient(circle, rgba(255,248,238,0.55), rgba(255,248,238,0) 70%)"></div>
    <div style="position:absolute;left:${width * 0.08}px;bottom:-${height * 0.12}px;width:${width * 0.5}px;height:${width * 0.5}px;
      border-radius:50%;background:radial-gradient(circle, rgba(74,45,29,0.35), rgba(74,45,29,0) 70%)"></div>
    <!-- a stylised cup from above: saucer, cup, crema -->
    <div style="position:absolute;left:50%;top:54%;transform:translate(-50%,-50%);width:${cup * 1.45}px;height:${cup * 1.45}px;
      border-radius:50%;background:#f8f3ec;box-shadow:0 ${cup * 0.06}px ${cup * 0.18}px rgba(60,35,20,0.35)"></div>
    <div style="position:absolute;left:50%;top:54%;transform:translate(-50%,-50%);width:${cup}px;height:${cup}px;border-radius:50%;
      background:#fffaf4;box-shadow:inset 0 0 0 ${cup * 0.07}px #fffaf4, inset 0 0 ${cup * 0.05}px ${cup * 0.09}px rgba(120,80,50,0.25)"></div>
    <div style="position:absolute;left:50%;top:54%;transform:translate(-50%,-50%);width:${cup * 0.78}px;height:${cup * 0.78}px;border-radius:50%;
      background:radial-gradient(circle at 40% 38%, #d9a66e 0%, #a8693b 45%, #6b3d20 80%, #4a2815 100%)"></div>
    <div style="position:absolute;left:calc(50% + ${cup * 0.5}px);top:54%;transform:translate(0,-50%);width:${cup * 0.32}px;height:${cup * 0.16}px;
      border-radius:${cup * 0.08}px;background:#fffaf4"></div>
    <!-- scattered beans -->
    ${[
      [0.14, 0.22, -30],
      [0.82, 0.8, 20],
      [0.2, 0.78, 60],
      [0.88, 0.22, -70],
    ]
      .map(
        ([
          x,
          y,
          r,
        ]) => `<div style="position:absolute;left:${x! * width}px;top:${y! * height}px;width:${cup * 0.16}px;height:${cup * 0.11}px;
        border-radius:50%;background:radial-gradient(ellipse at 35% 35%, #8a5630, #4a2815);transform:rotate(${r}deg);
        box-shadow:0 2px 4px rgba(40,20,10,0.3)"></div>`,
      )
      .join('')}
  </div></body></html>`;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { width, height } of SIZES) {
    // The same composition drawn on 1 and 2 device pixels per CSS pixel: 400x300 and 800x600, 273x273 and 546x546.
    for (const deviceScaleFactor of [1, 2]) {
      const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor });
      await tab.setContent(page(width, height));
      const path = fileURLToPath(
        new URL(`./newsletter_image_${width * deviceScaleFactor}x${height * deviceScaleFactor}.jpg`, import.meta.url),
      );
      await tab.screenshot({ path, type: 'jpeg', quality: 70 });
      await tab.close();
      console.log('wrote', path);
    }
  }
} finally {
  await browser.close();
}
