# Canvass: `make run` serves the app with demo content on SQLite;
# `make test` runs every test (Go on SQLite and PostgreSQL, web unit tests,
# browser journeys, generated-code and bundle-budget checks).

GO        ?= go
NPM       ?= npm
ADDR      ?= 127.0.0.1:8080
WEB_SRC   := $(shell find web/src web/public web/scripts web/index.html web/playground.html web/vite.config.ts web/relay.config.json web/package.json schema.graphql -type f 2>/dev/null)
GO_PKGS   := ./cmd/... ./internal/... ./graph/... ./migrations/... ./web/...
export FORCE_NO_WATCHMAN := 1

.PHONY: run build web test test-go test-web test-e2e check-generated check-tree generate bench bench-peers clean

run: build
	./bin/canvass serve --addr $(ADDR) --demo

build: bin/canvass

bin/canvass: web/dist/index.html $(shell find cmd internal graph migrations web/embed.go -type f 2>/dev/null) go.mod go.sum
	$(GO) build -o bin/canvass ./cmd/canvass

web: web/dist/index.html

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && $(NPM) ci --no-audit --no-fund
	touch $@

web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SRC)
	cd web && $(NPM) run build

test: check-tree build check-generated test-go test-web test-e2e
	@echo "make test: all suites passed"

test-go: web/dist/index.html
	$(GO) vet $(GO_PKGS)
	$(GO) test -count=1 -timeout 15m $(GO_PKGS)

test-web: web/node_modules/.package-lock.json
	cd web && $(NPM) test
	cd web && $(NPM) run budget

test-e2e: build
	cd web && CANVASS_BIN=$(CURDIR)/bin/canvass $(NPM) run e2e

# Fails when a tracked file is over 1 MB (lock files excepted).
check-tree:
	@bash scripts/check-tree.sh

# Regenerates gqlgen, label (cmd/labelgen) and Relay output and fails if anything changed.
GENERATED := graph web/src/__generated__ web/src/generated
check-generated: web/node_modules/.package-lock.json
	$(GO) tool gqlgen generate
	$(GO) run ./cmd/gqlfast
	$(GO) run ./cmd/labelgen
	cd web && $(NPM) run relay
	@git diff --exit-code -- $(GENERATED) || (echo "generated code is stale: run 'make generate' and commit" && exit 1)
	@test -z "$$(git status --porcelain -- $(GENERATED))" || (git status --porcelain -- $(GENERATED); echo "untracked generated files: run 'make generate' and commit"; exit 1)

generate: web/node_modules/.package-lock.json
	$(GO) tool gqlgen generate
	$(GO) run ./cmd/gqlfast
	$(GO) run ./cmd/labelgen
	cd web && $(NPM) run relay

bench: build
	$(GO) run ./cmd/canvass-bench

# Peers (not part of make test): PostGraphile v4, pinned in scripts/peers,
# installed once in a scratch folder outside the repository, measured as a
# third target over the bench's PostgreSQL database (docs/performance.md).
PEERS_DIR ?= $(or $(TMPDIR),/tmp)/canvass-peers
bench-peers: build
	@mkdir -p $(PEERS_DIR)
	@cmp -s scripts/peers/package-lock.json $(PEERS_DIR)/package-lock.json && test -x $(PEERS_DIR)/node_modules/.bin/postgraphile || \
		(cp scripts/peers/package.json scripts/peers/package-lock.json $(PEERS_DIR)/ && \
		 cd $(PEERS_DIR) && $(NPM) ci --no-audit --no-fund --ignore-scripts)
	$(GO) run ./cmd/canvass-bench -engines postgres -peers $(PEERS_DIR) $(BENCH_FLAGS)

clean:
	rm -rf bin web/dist
