#!/usr/bin/env bash
# npm run test:consumers (after npm run build): packs the package and installs the tarball into each fixture project
# of test/consumers/, copied to a temporary folder outside the repository (so Node's module resolution can never
# fall back to this repository's node_modules), then runs its npm test. Set KEEP_CONSUMERS=1 to keep the folder.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/storefront-kit-consumers.XXXXXX")
[ "${KEEP_CONSUMERS:-}" = 1 ] && echo "consumer projects in $work" || trap 'rm -rf "$work"' EXIT
[ -f dist/types/openapi/schema.d.ts ] && [ -f dist/service/index.js ] || { echo "run npm run build first" >&2; exit 1; }
tarball=$(npm pack --silent --pack-destination "$work" | tail -1)
mv "$work/$tarball" "$work/storefront-kit.tgz"
echo "packed $tarball ($(du -k "$work/storefront-kit.tgz" | cut -f1) KiB)"
for fixture in "${@:-vite-react node-nodenext html-element}"; do
  for name in $fixture; do
    echo "=== consumer: $name"
    cp -R "test/consumers/$name" "$work/$name"
    (cd "$work/$name" && npm install --no-audit --no-fund --prefer-offline --loglevel=error && npm test)
  done
done
echo "consumers pass"
