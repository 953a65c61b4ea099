import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

/** Fails the run at once, saying what to install, when Chromium is missing. Each worker starts its own demo server (demo-server.ts). */
export default function setup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`,
    );
  }
}
