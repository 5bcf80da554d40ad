# The whole shop in one image: the API serves the storefront at / and the back office at /admin.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
EXPOSE 3000
CMD ["sh", "-c", "node backend/dist/database/migrate.js && node backend/dist/main.js"]
