#!/usr/bin/env bash
# `npm test`: every check CI runs — types, lint, builds, backend unit and e2e tests (real PostgreSQL
# and Redis), the OpenAPI file, and the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
bash scripts/services.sh
if [ ! -x /usr/bin/chromium ]; then
  echo "test: installing Debian's Chromium for the browser tests"
  [ "$(id -u)" = 0 ] && sudo_cmd="" || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium fonts-liberation >/dev/null
fi
bash scripts/install.sh

echo "== type checks"
npm run typecheck -w @stockwatt/shared
npm run typecheck -w backend
echo "== lint (ESLint)"
npm run lint
echo "== builds"
npm run build
echo "== size budgets (enforced here, never by the build)"
npm run bundle-size -w backoffice
echo "== production image (buildah)"; bash scripts/image-test.sh
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
echo "== shared package unit tests (vitest)"
npm test -w @stockwatt/shared 2>&1 | tee "$logs/shared"
echo "== backend tests (jest, PostgreSQL + Redis)"
npm test -w backend 2>&1 | tee "$logs/jest"
echo "== storefront unit tests (vitest)"
npm test -w storefront 2>&1 | tee "$logs/vitest"
echo "== browser tests (Playwright, Chromium)"
npm test -w e2e 2>&1 | tee "$logs/playwright"

# One closing line over the runners (each failed run has already stopped the script).
count() { sed 's/\x1b\[[0-9;]*m//g' "$logs/$1" | grep -aoE "$2" | grep -oE '[0-9]+' | head -1 || true; }
jest=$(count jest 'Tests: +[0-9]+ passed')
shared=$(count shared 'Tests +[0-9]+ passed')
vitest=$(count vitest 'Tests +[0-9]+ passed')
playwright=$(count playwright '^ +[0-9]+ passed')
flaky=$(count playwright '^ +[0-9]+ flaky')
echo "tests: $((${shared:-0} + ${jest:-0} + ${vitest:-0} + ${playwright:-0} + ${flaky:-0})) passed, 0 failed"
