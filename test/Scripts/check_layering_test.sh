#!/usr/bin/env bash
# scripts/check-layering.py: the tree passes, and a layer that names another
# layer's private folder, or climbs out of its folder, is reported.
# Usage: check_layering_test.sh CHECKER SOURCE_ROOT
set -euo pipefail
checker=$1
root=$2
python3 "$checker" "$root"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/dialect/api" "$tmp/lib/Foo" "$tmp/test/Dialect"
cat >"$tmp/lib/Foo/CMakeLists.txt" <<'CMAKE'
target_include_directories(foo PRIVATE ${CMAKE_SOURCE_DIR}/dialect/api
  ${CMAKE_SOURCE_DIR}/dialect)
CMAKE
printf '#include "../../dialect/internal.h"\n' >"$tmp/lib/Foo/foo.c"
# A test may reach into the layer it tests.
printf 'target_include_directories(t PRIVATE ${CMAKE_SOURCE_DIR}/dialect)\n' \
  >"$tmp/test/Dialect/CMakeLists.txt"
if out=$(python3 "$checker" "$tmp"); then
  echo "FAIL: the checker accepted lib/Foo reaching into dialect/"
  exit 1
fi
expect() {
  grep -qF "$1" <<<"$out" || { echo "FAIL: no line '$1' in:"; echo "$out"; exit 1; }
}
expect "lib/Foo/CMakeLists.txt: lib/Foo names dialect/, another layer's private folder"
expect "lib/Foo/foo.c: includes ../../dialect/internal.h, outside lib/Foo/"
[ "$(wc -l <<<"$out")" -eq 2 ] || { echo "FAIL: expected 2 lines:"; echo "$out"; exit 1; }
echo "check_layering_test: ok"
