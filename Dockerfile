# docs/operations.md, "A container": how to build and run it, and what it takes at run time.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# better-sqlite3 ships prebuilt binaries; its install step (node-gyp, which wants python3 and
# make) only checks for them, and no other install script is needed to build: none runs.
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
# The prerendered pages carry the public origin: an image is built for one SITE_URL.
ARG SITE_URL
RUN test -n "$SITE_URL" || { echo 'Build with --build-arg SITE_URL=https://...' >&2; exit 1; }
# Optional analytics script URL, which the pages and their policy carry (empty: none).
ARG ANALYTICS_SCRIPT_URL=""
RUN npm run build

FROM node:24-bookworm-slim
ARG SITE_URL
# The lead destinations and DATABASE_URL are given to `docker run`, never baked into an image.
ENV NODE_ENV=production SITE_URL=${SITE_URL} HOSTNAME=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/.next/standalone /app
# Leads are personal data: the volume is the node user's alone.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and drains on SIGTERM (exit 143). Give a stop 30 s: docker run --stop-timeout 30.
CMD ["node", "server.js"]
