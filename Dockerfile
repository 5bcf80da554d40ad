# syntax=docker/dockerfile:1
# The shop in one image for every ROLE (api, worker, all): the built API, the built storefront
# (served at /) and back office (/admin), production dependencies only, run as a non-root user.
# Node 24 is a supported LTS line (maintenance until April 2028); Node 20 is out of support.
# Pinned to one release, as the compose file's images are; scripts/image-test.sh builds its base with the same Node.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# Every workspace's dependencies, dev tools included, to build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json tsconfig.json nest-cli.json ./
COPY packages/shared/package.json packages/shared/
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY packages packages
COPY backend backend
COPY storefront storefront
COPY backoffice backoffice
RUN npm run build

# The API's runtime dependencies alone (the front ends ship built, their packages stay behind).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
COPY e2e/package.json e2e/
# npm keeps "devOptional" packages under --omit=dev: typescript (24 MB) comes only as @nestjs/swagger's
# optional peer, for its compile-time plugin, which the API never loads. It stays behind.
RUN npm ci --omit=dev --no-audit --no-fund -w backend \
  && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
  && npm cache clean --force && mkdir -p backend/node_modules

FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production PORT=3000 ROLE=all UPLOADS_DIR=/data/uploads
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/backend/package.json backend/
# Versions npm could not hoist (none today) live beside the workspace.
COPY --from=runtime-deps /app/backend/node_modules backend/node_modules
COPY --from=build /app/backend/dist backend/dist
# The shop's shared rules, which the API requires at run time (node_modules/@stockwatt/shared links here).
COPY --from=runtime-deps /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/storefront/dist storefront/dist
# The storefront's server entry: the API renders each page's first screen with it (dependencies bundled in).
COPY --from=build /app/storefront/dist-ssr storefront/dist-ssr
COPY --from=build /app/backoffice/dist backoffice/dist
# Files belong to root and are read-only for the user the shop runs as; only the local uploads
# directory (STORAGE_DRIVER=local) is writable.
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
# PORT for the API (a worker answers only its probes there); METRICS_PORT for Prometheus, never the balancer.
EXPOSE 3000 9464
# Every role answers GET /livez and /readyz on PORT (a worker on a probes-only server): ready
# when PostgreSQL and Redis answer.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations (and the first admin) at every start, serialised across replicas; never demo data.
CMD ["sh", "-c", "node backend/dist/database/migrate.js --no-demo && exec node backend/dist/main.js"]
