#!/usr/bin/env bash
# Builds lookout.artifactbundle for this Linux machine's platform (as SwiftLint ships its binary for plugins): the
# release `lookout` with the swift-syntax libraries it links beside it, found there through its $ORIGIN
# run path. A client's plugin then runs the binary instead of building swift-syntax.
# Usage: Packaging/artifactbundle/build.sh <output directory>   (writes <output>/lookout.artifactbundle and,
# where `zip` exists, lookout.artifactbundle.zip with its SwiftPM checksum)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
output="$(mkdir -p "$1" && cd "$1" && pwd)"
cd "$root"
swift build -c release --product lookout
binary="$(swift build -c release --show-bin-path)/lookout"
version="$("$binary" --version | awk '{print $2}')"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) triple=x86_64-unknown-linux-gnu ;;
  Linux-aarch64) triple=aarch64-unknown-linux-gnu ;;
  *) echo "build.sh: builds the Linux variants; the macOS one is made as Documentation/install.md describes" >&2; exit 2 ;;
esac
variant="lookout-$version-$triple"
bundle="$output/lookout.artifactbundle"
rm -rf "$bundle" && mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/lookout"
# The swift-syntax libraries come from the toolchain that built the binary; the Swift runtime stays the
# toolchain's on the machine that runs it (the same Swift release).
for library in $(ldd "$binary" | awk '/libSwift[A-Za-z]*\.so/ {print $3}'); do cp "$library" "$bundle/$variant/bin/"; done
triples="[\"$triple\"]"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "lookout": {
      "version": "$version",
      "type": "executable",
      "variants": [{ "path": "$variant/bin/lookout", "supportedTriples": $triples }]
    }
  }
}
JSON
if command -v zip >/dev/null 2>&1; then
  (cd "$output" && rm -f lookout.artifactbundle.zip && zip -qry lookout.artifactbundle.zip lookout.artifactbundle)
  echo "checksum: $(swift package compute-checksum "$output/lookout.artifactbundle.zip")"
fi
echo "$bundle ($variant)"
