#!/usr/bin/env bash
# Exercises the CI recipes here as far as a machine without an Actions runner or Docker allows:
# - each workflow is valid against GitHub's workflow schema (check-jsonschema's vendored copy, from PyPI);
# - the lint step's SARIF is valid SARIF 2.1.0 (sarif-pydantic, from PyPI);
# - the pre-commit hook stops a commit with a finding and lets a clean one through.
# The view-test workflow runs `swift build --build-tests` and `swift test`, which .ci/run runs on this package.
# Usage: Documentation/ci/check-recipes.sh <path of the lookout binary>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
lookout="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
root="$here/../.."

for workflow in "$here"/*.yml; do
  check-jsonschema --builtin-schema vendor.github-workflows "$workflow"
done

sarif="$(mktemp)"
status=0
"$lookout" lint "$root/Examples/LegacyApp" --format sarif --fail-on never > "$sarif" || status=$?
[ "$status" -eq 0 ] || { echo "lint --format sarif exited $status" >&2; exit 1; }
python3 - "$sarif" <<'PY'
import json, sys
from sarif_pydantic import Sarif
log = Sarif.model_validate(json.load(open(sys.argv[1])))
results = sum(len(run.results or []) for run in log.runs)
assert log.version == "2.1.0", log.version
assert results > 0, "the bundled app has findings: the SARIF should carry them"
print(f"SARIF 2.1.0: {len(log.runs)} run, {results} results, valid")
PY
rm -f "$sarif"

repo="$(mktemp -d)"
trap 'rm -rf "$repo"' EXIT
git -C "$repo" init -q
cp "$here/pre-commit" "$repo/.git/hooks/pre-commit"
mkdir -p "$repo/Sources/App"
# A view that holds an @Observable model with @ObservedObject: an error lint reports (legacy-wrapper-on-observable).
cp "$here/Counter.swift.fixture" "$repo/Sources/App/Counter.swift"
git -C "$repo" add -A
if LOOKOUT="$lookout" git -C "$repo" -c user.email=ci@example.com -c user.name=ci commit -qm "a finding"; then
  echo "the pre-commit hook let a commit with a finding through" >&2
  exit 1
fi
sed -i 's/@ObservedObject var counter = Counter()/let counter: Counter/' "$repo/Sources/App/Counter.swift"
git -C "$repo" add -A
LOOKOUT="$lookout" git -C "$repo" -c user.email=ci@example.com -c user.name=ci commit -qm "clean"
echo "pre-commit: stops a commit with a finding, lets a clean one through"
echo "CI recipes: checked"
