#!/usr/bin/env bash
# Installs the node modules from the lock file when they are missing or stale.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
