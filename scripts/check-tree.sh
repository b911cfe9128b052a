#!/usr/bin/env bash
# Fails when a tracked file is over 1 MB (lock files excepted): binaries,
# profiles, databases and build output do not belong in git.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
limit=$((1024 * 1024))
big=$(git ls-files -z | xargs -0 -r stat -c '%s %n' 2>/dev/null |
  awk -v limit="$limit" '$1 > limit { $1 = ""; sub(/^ /, ""); print }' |
  grep -v -e '\(^\|/\)package-lock\.json$' -e '\(^\|/\)go\.sum$' || true)
if [ -n "$big" ]; then
  echo "tracked files over 1 MB (build output, binaries or data do not belong in git):"
  echo "$big" | sed 's/^/  /'
  exit 1
fi
echo "check-tree: no tracked file over 1 MB"
