#!/usr/bin/env bash
# The first start of a fresh clone (issue 25, item 8): clones the committed
# HEAD into a scratch folder and runs `make build` there as `make run` would,
# then checks that
#   - every step said what it was doing ("==> [1/4]" ... "==> [4/4]"),
#   - the build printed no warnings (Vite's "(!)" notices, rolldown's coloured
#     MODULE_LEVEL_DIRECTIVE blocks, plugin warnings),
#   - right after it, `make -q build` has nothing to do, and a second
#     `make build` takes seconds (so a second `make run` starts at once).
# Prints both times with the load average. Not part of `make test` (it
# installs and builds everything once more); .ci/run calls it after.
#
#   scripts/check-first-start.sh                   # npm ci from npm's cache, Go's build cache as it is
#   scripts/check-first-start.sh --cold-go-cache   # and an empty Go build cache: a new machine's figure
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/canvass-first-start.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
if [ "${1:-}" = "--cold-go-cache" ]; then
  export GOCACHE="$scratch/gocache"
fi

git clone -q "$repo" "$scratch/canvass"
cd "$scratch/canvass"
load() { cut -d' ' -f1-3 /proc/loadavg; }

echo "check-first-start: first build of $(git rev-parse --short HEAD) in $scratch/canvass (load $(load))"
start=$(date +%s.%N)
if ! make build >"$scratch/first.log" 2>&1; then
  cat "$scratch/first.log"
  echo "check-first-start: the first build failed"
  exit 1
fi
first=$(echo "$(date +%s.%N) - $start" | bc)

fail=0
for step in "[1/4] npm ci" "[2/4] relay-compiler" "[3/4] vite build" "[4/4] go build"; do
  if ! grep -qF "==> $step" "$scratch/first.log"; then
    echo "check-first-start: the build did not announce \"==> $step\""
    fail=1
  fi
done
# Rolldown's notices are a coloured [CODE] ([MODULE_LEVEL_DIRECTIVE], [PLUGIN_TIMINGS], ...).
if grep -nE '\[[A-Z][A-Z_]+\]|\(!\)|\[plugin |[Ww]arning' "$scratch/first.log" | grep -v '\[INFO\]'; then
  echo "check-first-start: the build printed the warnings above"
  fail=1
fi
if ! make -q build; then
  echo "check-first-start: right after the build, make still has work to do:"
  make -n build
  fail=1
fi
start=$(date +%s.%N)
make build >"$scratch/second.log" 2>&1
second=$(echo "$(date +%s.%N) - $start" | bc)
if grep -q '==>' "$scratch/second.log"; then
  cat "$scratch/second.log"
  echo "check-first-start: the second build ran a step again"
  fail=1
fi

echo "--- first build's output ---"
cat "$scratch/first.log"
echo "---"
printf 'check-first-start: first build %.0f s, second %.1f s (load %s)\n' "$first" "$second" "$(load)"
exit $fail
