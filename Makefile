# Canvass: `make run` serves the app with demo content on SQLite;
# `make test` runs every test (Go on SQLite and PostgreSQL, web unit tests,
# browser journeys, generated-code and bundle-budget checks).

GO        ?= go
NPM       ?= npm
ADDR      ?= 127.0.0.1:8080
# What each build step reads (tests left out: editing one rebuilds nothing).
WEB_SRC   := $(shell find web/src web/public web/scripts web/index.html web/playground.html web/vite.config.ts web/relay.config.json web/package.json schema.graphql -type f -not -name '*.test.ts' -not -name '*.test.tsx' -not -path 'web/src/test/*' 2>/dev/null)
GO_SRC    := $(shell find cmd internal graph migrations -type f -not -name '*_test.go' -not -path '*/testdata/*' 2>/dev/null) web/embed.go $(wildcard web/src/features/resources/content/*.json)
GO_PKGS   := ./cmd/... ./internal/... ./graph/... ./migrations/... ./web/...
export FORCE_NO_WATCHMAN := 1

.PHONY: mailpit mailpit-install run build web test check-build-is-idempotent check-first-start test-go test-web test-e2e check-generated check-tree generate bench bench-peers clean

# A failed step leaves no half-written target that would look up to date.
.DELETE_ON_ERROR:

# The first `make run` installs the web's packages, builds the web app and
# the server (minutes, each step announced); a second one with nothing
# changed starts the server at once (check-build-is-idempotent guards this).
run: build
	@echo "==> Starting Canvass on http://$(ADDR) with demo content (SQLite in data/; Ctrl-C stops it)"
	./bin/canvass serve --addr $(ADDR) --demo

build: bin/canvass

# Mailpit, a mail server for development and tests (SMTP on 127.0.0.1:1025,
# the mail it receives at http://127.0.0.1:8025): installed once into
# TOOLS_DIR, outside the repository. With it running, send the app's email
# there: make run CANVASS_SMTP_URL=smtp://127.0.0.1:1025
MAILPIT_VERSION := v1.33.1
TOOLS_DIR ?= $(or $(CANVASS_TOOLS_DIR),$(or $(XDG_CACHE_HOME),$(HOME)/.cache)/canvass-tools)
MAILPIT   := $(TOOLS_DIR)/mailpit-$(MAILPIT_VERSION)/mailpit
export CANVASS_MAILPIT := $(MAILPIT)
export CANVASS_SMTP_URL

mailpit-install: $(MAILPIT)

$(MAILPIT):
	@echo "==> go install: Mailpit $(MAILPIT_VERSION) into $(dir $(MAILPIT)) (once; about a minute)"
	mkdir -p $(dir $(MAILPIT))
	cd $(TOOLS_DIR) && GOBIN=$(dir $(MAILPIT)) GOFLAGS= $(GO) install github.com/axllent/mailpit@$(MAILPIT_VERSION)

mailpit: $(MAILPIT)
	@echo "==> Mailpit: SMTP on 127.0.0.1:1025, mail at http://127.0.0.1:8025 (Ctrl-C stops it)"
	$(MAILPIT) --smtp 127.0.0.1:1025 --listen 127.0.0.1:8025 --disable-version-check --smtp-disable-rdns

bin/canvass: web/dist/index.html $(GO_SRC) go.mod go.sum
	@echo "==> [4/4] go build: compiling the server with the web app embedded into bin/canvass"
	@echo "    (the first build compiles every dependency, the SQLite engine most of all: 2-6 minutes"
	@echo "    on a busy 2-core machine; later builds reuse Go's cache and take seconds)"
	$(GO) build -o bin/canvass ./cmd/canvass

web: web/dist/index.html

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	@echo "==> [1/4] npm ci: installing the web app's packages into web/node_modules (about a minute)"
	cd web && $(NPM) ci --no-audit --no-fund --loglevel=error
	touch $@

# The steps of web/package.json's "build" script, each announced, with Vite's
# per-file size table left out (warnings and errors still show). index.html
# is touched last: it is the stamp of a complete build.
web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SRC)
	@echo "==> [2/4] relay-compiler: compiling the web app's GraphQL documents"
	cd web && $(NPM) run --silent relay
	@echo "==> [3/4] vite build: bundling the web app and the GraphQL playground, then precompressing them (about a minute)"
	cd web && ./node_modules/.bin/vite build --logLevel warn && node scripts/compress.mjs
	touch $@

test: check-tree build check-build-is-idempotent check-generated test-go test-web test-e2e
	@echo "make test: all suites passed"

# After a build, a second one has nothing to do (so a second `make run`
# starts at once): fails when a build step touches one of its own inputs.
check-build-is-idempotent: build
	@$(MAKE) --no-print-directory -q build || (echo "make build is not up to date right after a build:"; $(MAKE) --no-print-directory -n build; exit 1)

# The cluster test (internal/cluster) runs bin/canvass as separate processes.
test-go: web/dist/index.html bin/canvass $(MAILPIT)
	$(GO) vet $(GO_PKGS)
	CANVASS_BIN=$(CURDIR)/bin/canvass $(GO) test -count=1 -timeout 15m $(GO_PKGS)

test-web: web/node_modules/.package-lock.json
	cd web && $(NPM) test
	cd web && $(NPM) run budget

test-e2e: build $(MAILPIT)
	cd web && CANVASS_BIN=$(CURDIR)/bin/canvass $(NPM) run e2e

# A fresh clone's first `make build`: announces each step, prints no
# warnings, and leaves nothing for a second build to do (scripts/check-first-start.sh;
# minutes: it installs and builds everything once more; .ci/run calls it).
check-first-start:
	@bash scripts/check-first-start.sh

# Fails when a tracked file is over 1 MB (lock files excepted).
check-tree:
	@bash scripts/check-tree.sh

# Regenerates gqlgen, label (cmd/labelgen) and Relay output and fails if anything changed.
GENERATED := graph web/src/__generated__ web/src/generated internal/appdocs/persisted.json
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
