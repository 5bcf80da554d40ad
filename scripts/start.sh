#!/usr/bin/env bash
# `npm start`: services up, dependencies, build, migrations (+ demo data on a new database), then the shop on $PORT (3000).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
started=$SECONDS
step() { echo "start: [$((SECONDS - started))s] $*"; }
step "services: PostgreSQL and Redis"
bash scripts/services.sh
step "install: node modules (npm ci when missing or stale)"
bash scripts/install.sh
step "build: storefront, back office, API"
npm run build
step "migrate: migrations, first admin, demo catalogue on a new database only"
node backend/dist/database/migrate.js
step "serve: http://localhost:${PORT:-3000}"
exec node backend/dist/main.js
