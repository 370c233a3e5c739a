# syntax=docker/dockerfile:1
# One image per Node service, chosen by a build argument:
#   docker build -f docker/service.Dockerfile --build-arg SERVICE=auth -t gary/auth .
# `make images` prints the command for every service. The build stage compiles the service (and
# the migrations entry) into bundles with the full toolchain; the deps stage installs only the
# run-time packages those bundles import, pinned by a lockfile cut from the repository's; the
# runtime stage holds node_modules, the bundles, the .proto files and the SQL, owned by root so
# the service (uid 10001) can read its code but never change it. Nothing is written outside /tmp,
# so the chart runs it with a read-only root filesystem. Health is grpc.health.v1 on GRPC_PORT
# (Kubernetes' native grpc probes), so there is no HEALTHCHECK.
ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY . .
# `npm install` keeps every version package-lock.json pins; `npm ci` refuses a lockfile written
# where a registry mirror lacked other platforms' optional packages (@swc/core-darwin-*, ...).
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund --ignore-scripts
ARG SERVICE
RUN test -n "${SERVICE}" && npx tsx tools/deploy/src/image-layout.ts --service "${SERVICE}" --out /image

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY --from=build /image/deps/package.json /image/deps/package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund --ignore-scripts

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ARG SERVICE
RUN groupadd --gid 10001 gary && useradd --uid 10001 --gid 10001 --no-create-home --shell /usr/sbin/nologin gary
ENV NODE_ENV=production \
    GARY_SERVICE=${SERVICE} \
    GARY_PROTO_ROOT=/app/protos \
    GARY_PLATFORM_MIGRATIONS=/app/packages/platform/migrations \
    GARY_SERVICES_ROOT=/app/services
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /image/app/ ./
USER 10001:10001
# gRPC (services), HTTP health and metrics (services), HTTP API (gateway)
EXPOSE 50051 9464 8080
ENTRYPOINT ["node", "--enable-source-maps"]
# The migrations Job runs the same image with `migrate/main.js`.
# The tracing preload runs first: it starts the OpenTelemetry NodeSDK and its instrumentations
# (http, fastify, grpc-js, pg, ioredis, kafkajs) when OTEL_EXPORTER_OTLP_ENDPOINT is set, before the
# service loads those packages; without an endpoint it does nothing.
CMD ["--require", "./otel-preload/main.js", "service/dist/main.js"]
