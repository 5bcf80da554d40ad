#!/usr/bin/env bash
# `npm test`: every check CI runs — types, builds, backend unit and e2e tests (real PostgreSQL
# and Redis), the OpenAPI file, and the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
bash scripts/services.sh
if [ ! -x /usr/bin/chromium ]; then
  echo "test: installing Debian's Chromium for the browser tests"
  [ "$(id -u)" = 0 ] && sudo_cmd="" || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium fonts-liberation >/dev/null
fi
bash scripts/install.sh

echo "== type checks"
npm run typecheck -w backend
echo "== builds"
npm run build
echo "== backend tests (jest, PostgreSQL + Redis)"
npm test -w backend
echo "== storefront unit tests (vitest)"
npm test -w storefront
echo "== browser tests (Playwright, Chromium)"
npm test -w e2e
