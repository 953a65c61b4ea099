#!/usr/bin/env bash
# npm run test:consumers (after npm run build): packs the package and installs the tarball into each fixture project
# of test/consumers/, copied to a temporary folder outside the repository (so Node's module resolution can never
# fall back to this repository's node_modules), then runs its npm test. Installs run side by side, then the tests,
# CONSUMER_JOBS at a time (default 2). Set KEEP_CONSUMERS=1 to keep the folder, SCREENSHOTS=dir for screenshots.
# Name fixtures to run only those: npm run test:consumers -- next-app html-element
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d "${TMPDIR:-/tmp}/storefront-kit-consumers.XXXXXX")
[ "${KEEP_CONSUMERS:-}" = 1 ] && echo "consumer projects in $work" || trap 'rm -rf "$work"' EXIT
[ -f dist/types/openapi/schema.d.ts ] && [ -f dist/service/index.js ] || { echo "run npm run build first" >&2; exit 1; }
start=$SECONDS
tarball=$(npm pack --silent --pack-destination "$work" | tail -1)
mv "$work/$tarball" "$work/storefront-kit.tgz"
echo "packed $tarball ($(du -k "$work/storefront-kit.tgz" | cut -f1) KiB)"
fixtures=("$@")
[ ${#fixtures[@]} -gt 0 ] || fixtures=(next-app vite-react vite-react18 vue-core html-element node-nodenext own-api-react any-server-element)
[ -z "${SCREENSHOTS:-}" ] || mkdir -p "$SCREENSHOTS"

# A fixture's step, its output in a log printed when it ends (so parallel output never interleaves).
step() { # name, what, command...
  local name=$1 what=$2; shift 2
  local began=$SECONDS
  if (cd "$work/$name" && "$@") >"$work/$name.$what.log" 2>&1; then
    echo "=== $name: $what passed ($((SECONDS - began)) s)"; cat "$work/$name.$what.log" | tail -5
  else
    echo "=== $name: $what FAILED ($((SECONDS - began)) s)"; cat "$work/$name.$what.log"; return 1
  fi
}

for name in "${fixtures[@]}"; do
  cp -R "test/consumers/$name" "$work/$name"
  cp test/consumers/shared/harness.mjs "$work/$name/harness.mjs"
done
# Installs are mostly waiting on the disk and the registry: all at once. The same install a shop developer runs
# (no --legacy-peer-deps, no --force).
pids=()
for name in "${fixtures[@]}"; do
  step "$name" install npm install --no-audit --no-fund --prefer-offline --loglevel=error & pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
[ $failed = 0 ] || { echo "consumer installs failed"; exit 1; }
echo "installs done ($((SECONDS - start)) s)"

# The tests build and drive Chromium: at most CONSUMER_JOBS at once (two cores in CI).
jobs_max=${CONSUMER_JOBS:-2}
running=()
for name in "${fixtures[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n || failed=1; done
  SCREENSHOTS=${SCREENSHOTS:-} step "$name" test npm test & running+=($!)
done
for pid in "${running[@]}"; do wait "$pid" || failed=1; done
[ $failed = 0 ] || { echo "consumer projects failed ($((SECONDS - start)) s)"; exit 1; }
echo "consumers pass (${fixtures[*]}) in $((SECONDS - start)) s"
