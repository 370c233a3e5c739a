# Gary: the two commands are `make start` and `make test`. `make help` lists the rest.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.package-lock.json

.PHONY: help install build web typecheck protos start test test-unit bench bench-short backtest fit-ratings lint up-distributed helm-lint images restore-drill pg-restore soak

help: ## List the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "}; {printf "  \033[1m%-16s\033[0m %s\n", $$1, $$2}'

$(NPM_STAMP): package.json $(wildcard packages/*/package.json services/*/package.json frontends/*/package.json tools/*/package.json)
	@# npm ci refuses a lock without every platform's optional native builds; install is the fallback.
	@npm ci --no-audit --no-fund 2>/dev/null || npm install --no-audit --no-fund
	@touch $(NPM_STAMP)

install: $(NPM_STAMP) ## Install dependencies (npm workspaces)

protos: $(NPM_STAMP) ## Regenerate the TypeScript types of protos/
	@bash packages/protos/gen.sh

typecheck: $(NPM_STAMP) ## Type-check every package, service, tool and the web app (strict)
	@npx tsc -p tsconfig.json --noEmit
	@npx tsc -p frontends/tsconfig.json --noEmit
	@npx tsc -p frontends/tooling/tsconfig.json --noEmit

# Each web app is rebuilt only when what its bundle is made from changed since its last build (a
# stamp in its dist/): its own folder, the design system and build tooling every app shares, the
# packages the apps import (betting, contracts, pick-log) and the installed dependencies. Tests are left out.
WEB_BUILD_APPS := $(notdir $(patsubst %/package.json,%,$(shell grep -l '"build":' frontends/*/package.json 2>/dev/null)))
web_inputs = $(shell find $(1) -type f -not -path '*/node_modules/*' -not -path '*/dist/*' -not -name '*.test.ts' -not -name '*.test.tsx' 2>/dev/null)
WEB_SHARED_INPUTS := $(call web_inputs,frontends/design frontends/tooling packages/betting packages/contracts packages/pick-log)

define WEB_APP_RULE
frontends/$(1)/dist/.built: $(NPM_STAMP) $(WEB_SHARED_INPUTS) $(call web_inputs,frontends/$(1))
	@cd frontends/$(1) && npm run build --silent
	@touch $$@
endef
$(foreach app,$(WEB_BUILD_APPS),$(eval $(call WEB_APP_RULE,$(app))))

web: $(WEB_BUILD_APPS:%=frontends/%/dist/.built) ## Build the web apps whose sources changed since their last build

build: $(NPM_STAMP) protos typecheck web ## Type-check everything and build the web apps that changed

# Starting builds only what changed: type-checking is make test's and CI's, and the generated proto
# types are committed (make protos regenerates them).
start: $(NPM_STAMP) web ## Run the whole product on http://localhost:8080 (Ctrl-C stops it)
	@node --import tsx --import ./packages/platform/src/otel-preload.ts tools/dev/src/main.ts

test: typecheck ## Unit then integration tests against real Postgres, Redis and Kafka
	@npx tsx tools/testinfra/src/run-tests.ts

test-unit: $(NPM_STAMP) ## Unit tests only (no servers)
	@npx jest --selectProjects unit web

bench: $(NPM_STAMP) ## Benchmarks: figures beside the last run's baseline (tools/bench/results)
	@npx tsx tools/bench/src/run-all.ts $(BENCH)

bench-short: $(NPM_STAMP) ## Every benchmark in its short mode (seconds each, no time asserted), as CI runs it
	@npx tsx tools/bench/src/run-all.ts --short $(BENCH)

backtest: $(NPM_STAMP) ## Replay past seasons through the live pick function (ARGS="--league MLB"); writes artifacts/backtest/report.json
	@npx tsx tools/backtest/src/main.ts $(ARGS)

fit-ratings: $(NPM_STAMP) ## Fit the rating model on every historical season; writes the ratings the pick engine ships
	@npx tsx tools/backtest/src/fit-ratings.ts $(ARGS)

lint: typecheck ## Static checks: types, then the Dockerfiles (hadolint and our policy rules)
	@tools/deploy/lint-docker.sh

IMAGE_REGISTRY ?= ghcr.io/gary
IMAGE_TAG ?= $(shell git rev-parse --short HEAD 2>/dev/null || echo dev)
SERVICE_IMAGES := $(notdir $(patsubst %/src/main.ts,%,$(wildcard services/*/src/main.ts)))
WEB_APPS := $(or $(notdir $(patsubst %/package.json,%,$(wildcard frontends/*/package.json))),shell picks billfold betcard)

up-distributed: $(NPM_STAMP) ## Each service its own process against real Postgres, Redis, Kafka; three gateway replicas behind a proxy on :8080
	@npx tsx tools/distributed/src/main.ts

pg-restore: $(NPM_STAMP) ## Restore the one-machine Postgres to TARGET_TIME from its base backups and WAL archive (PG_ARCHIVE_DIR)
	@npx tsx tools/ops/src/pg-restore.ts

restore-drill: $(NPM_STAMP) ## Back up a busy database, restore it to a point in time, prove the restored state (DRILL_PHASE_SECONDS)
	@npx tsx tools/ops/src/restore-drill-main.ts

soak: $(NPM_STAMP) ## A day of chaos (20 min): the distributed mode under kills, broker, Redis and Postgres restarts, a slow link; 0 lost, 0 doubled
	@npx tsx tools/bench/src/run-all.ts soak

helm-lint: $(NPM_STAMP) ## Dockerfiles, image file trees, helm lint/template, kustomize, kubeconform (offline)
	@tools/deploy/check.sh

images: ## Print the docker build commands of every image (IMAGE_REGISTRY, IMAGE_TAG)
	@for s in $(SERVICE_IMAGES); do echo "docker build -f docker/service.Dockerfile --build-arg SERVICE=$$s -t $(IMAGE_REGISTRY)/gary-$$s:$(IMAGE_TAG) ."; done
	@for a in $(WEB_APPS); do echo "docker build -f docker/frontend.Dockerfile --build-arg APP=$$a -t $(IMAGE_REGISTRY)/gary-web-$$a:$(IMAGE_TAG) ."; done
