#!/usr/bin/env bash
# `npm start`: services up, dependencies, build, migrations and seed, then the shop on $PORT (3000).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/services.sh
bash scripts/install.sh
npm run build
npm run seed -w backend
exec node backend/dist/main.js
