# syntax=docker/dockerfile:1
# One image per web app (the shell, and each remote), static files behind unprivileged nginx:
#   docker build -f docker/frontend.Dockerfile --build-arg APP=shell -t gary/web-shell .
# The shell is served at /, a remote at /remotes/<app>/ (the path the ingress forwards as it is).
# nginx-unprivileged listens on 8080 and writes only under /tmp, so the chart runs it with a
# read-only root filesystem and an emptyDir at /tmp.
ARG NODE_VERSION=20.20.2
ARG NGINX_VERSION=1.27.5

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY . .
# `npm install` keeps every version package-lock.json pins; `npm ci` refuses a lockfile written
# where a registry mirror lacked other platforms' optional packages (@swc/core-darwin-*, ...).
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund --ignore-scripts
ARG APP
RUN test -n "${APP}" && test -f "frontends/${APP}/package.json" \
 && npm run build --workspace "frontends/${APP}" \
 && if [ "${APP}" = "shell" ]; then dest=/site; else dest="/site/remotes/${APP}"; fi \
 && mkdir -p "${dest}" && cp -R "frontends/${APP}/dist/." "${dest}/"

FROM nginxinc/nginx-unprivileged:${NGINX_VERSION}-alpine AS runtime
ENV NGINX_ENTRYPOINT_QUIET_LOGS=1
COPY --chown=root:root docker/nginx-default.conf /etc/nginx/conf.d/default.conf
COPY --from=build --chown=root:root /site/ /usr/share/nginx/html/
USER 101:101
EXPOSE 8080
