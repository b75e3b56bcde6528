# docs/operations.md, "A container": how to build and run it, and what it takes at run time.

# Node 24.18.1, not the newest 24: docs/operations.md, "Which Node".
FROM node:24.18.1-bookworm-slim AS build
# better-sqlite3 compiles itself where no prebuilt binary matches the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
# Stop here rather than ship an image whose SQLite driver does not load.
RUN node -e "new (require('better-sqlite3'))(':memory:').close()"
COPY . .
# The prerendered pages carry the public origin: an image is built for one SITE_URL.
ARG SITE_URL
RUN test -n "$SITE_URL" || { echo 'Build with --build-arg SITE_URL=https://...' >&2; exit 1; }
# Optional: an analytics or tag script by URL, which the pages and their policy carry. Empty is
# unset (lib/config.ts); the default keeps podman and buildah from warning that it is missing.
ARG ANALYTICS_SCRIPT_URL=""
RUN npm run build

FROM node:24.18.1-bookworm-slim
ARG SITE_URL
# The lead destinations and DATABASE_URL are not here: they are given to `docker run`, never
# baked into an image.
ENV NODE_ENV=production \
  SITE_URL=${SITE_URL} \
  HOSTNAME=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/.next/standalone /app
# Leads are personal data: the volume is the node user's alone.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
VOLUME /data
USER node
EXPOSE 3000
# Slim images have no curl: node's own fetch asks the health route (503 when the store is away).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and takes the SIGTERM itself: a delivery in flight finishes, then the server closes
# (exit 143). An image cannot set how long a stop waits before SIGKILL (10 s by default): give
# 30 s where it runs (docker run --stop-timeout 30, compose stop_grace_period: 30s).
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
