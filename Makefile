# Gary: the two commands are `make start` and `make test`. `make help` lists the rest.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.package-lock.json

.PHONY: help install build typecheck protos start test test-unit bench lint

help: ## List the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "}; {printf "  \033[1m%-16s\033[0m %s\n", $$1, $$2}'

$(NPM_STAMP): package.json $(wildcard packages/*/package.json services/*/package.json frontends/*/package.json tools/*/package.json)
	@if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
	@touch $(NPM_STAMP)

install: $(NPM_STAMP) ## Install dependencies (npm workspaces)

protos: $(NPM_STAMP) ## Regenerate the TypeScript types of protos/
	@bash packages/protos/gen.sh

typecheck: $(NPM_STAMP) ## Type-check every package, service and tool (strict)
	@npx tsc -p tsconfig.json --noEmit

build: $(NPM_STAMP) protos typecheck ## Type-check everything and build the web app
	@if ls frontends/*/package.json >/dev/null 2>&1; then npm run build --workspaces --if-present --silent; fi

start: build ## Run the whole product on http://localhost:8080 (Ctrl-C stops it)
	@npx tsx tools/dev/src/main.ts

test: $(NPM_STAMP) ## Unit then integration tests against real Postgres, Redis and Kafka
	@npx tsc -p tsconfig.json --noEmit
	@npx tsx tools/testinfra/src/run-tests.ts

test-unit: $(NPM_STAMP) ## Unit tests only (no servers)
	@npx jest --selectProjects unit

bench: $(NPM_STAMP) ## Benchmarks: figures beside the last run's baseline (tools/bench/results)
	@npx tsx tools/bench/src/run-all.ts $(BENCH)

lint: typecheck ## Static checks
