# One image definition for both server processes: `--target gateway` or `--target worker`.
# docker-compose.yml builds both; the build stage is shared, so it runs once.

FROM node:24-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY worker/package.json worker/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of the server workspaces only: no web libraries, no build tools,
# no embedded PostgreSQL (compose provides the services).
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY worker/package.json worker/
COPY web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund -w schema -w gateway -w worker \
      --include-workspace-root=false \
  && npm cache clean --force
COPY --from=build /app/schema/dist schema/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/worker/dist worker/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
# The document store: a volume in compose, shared by the gateway (uploads) and the worker (its
# orphan-file sweep); created here so that the volume takes the node user's ownership.
RUN mkdir -p /data/documents && chown node:node /data/documents
USER node

FROM runtime AS gateway
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
# Migrations run before every start; they are idempotent and a no-op when up to date.
CMD ["sh", "-c", "node gateway/dist/scripts/migrate.js && exec node gateway/dist/main.js"]

FROM runtime AS worker
CMD ["node", "worker/dist/main.js"]
