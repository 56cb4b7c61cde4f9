# syntax=docker/dockerfile:1
# Orrery's game server (docs/operations.md, "Docker"). Build: docker build -t orrery .
# Run: docker run -p 3000:3000 -v orrery-data:/data orrery
# The SQLite database and its generated session secret live in the /data volume; with
# DATABASE_URL set the server runs on PostgreSQL and /data holds only the mail it writes.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# Node with what a native addon needs when no prebuilt binary fits (better-sqlite3).
FROM ${NODE_IMAGE} AS base
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV SKIP_INSTALL_SIMPLE_GIT_HOOKS=1 TURBO_TELEMETRY_DISABLED=1 NPM_CONFIG_UPDATE_NOTIFIER=false

# Every workspace's manifest before the sources: the install layer is reused until one changes.
FROM base AS manifests
COPY package.json package-lock.json .npmrc ./
COPY scripts/install-git-hooks.mjs scripts/
COPY apps/cli/package.json apps/cli/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/api/package.json packages/api/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY packages/format/package.json packages/format/
COPY packages/procgen/package.json packages/procgen/

# Build with the development dependencies.
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

# The production dependencies alone, then the built dist of each workspace beside them.
FROM manifests AS deps
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/apps/cli/dist apps/cli/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/packages/api/dist packages/api/dist
COPY --from=build /app/packages/db/dist packages/db/dist
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/packages/format/dist packages/format/dist
COPY --from=build /app/packages/procgen/dist packages/procgen/dist

FROM ${NODE_IMAGE} AS runtime
# The fonts share images are drawn with (apps/server/src/share/fonts.ts).
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
# The code belongs to root and is only readable by the server's user; /data is the user's.
COPY --from=deps /app /app
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATABASE_PATH=/data/orrery.db MAIL_DIR=/data/mail
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: /healthz answers 503 while a first start seeds the galaxy, hence the start period.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) lets the server finish its requests and close the database.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
