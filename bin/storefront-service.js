#!/usr/bin/env node
// storefront-service: the reference service on PORT (default 8787). Variables: see README, "storefront-kit/service".
// Its libraries are optional peer dependencies: a missing one is one line saying what to install, not a stack trace.
import { missingPeerLine } from './missing-peer.js';

try {
  await import('../dist/service/main.js');
} catch (error) {
  const line = missingPeerLine(error);
  if (!line) throw error;
  console.error(line);
  process.exit(1);
}
