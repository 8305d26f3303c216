#!/usr/bin/env bash
# The layout demo: installs what is missing, builds cute-layout and runs it on a
# built-in example: a print_layout table, a composition, a logical_divide
# and the TV layout of make_layout_tv (as a table and as an SVG picture).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$CUTE_ROOT"

bash scripts/install-deps.sh
step "configure and build (build/)"
configure build
build build --target cute-layout
T=build/bin/cute-layout
run() { printf '$ cute-layout'; printf " '%s'" "$@"; printf '\n'; "$T" "$@"; }

step "A layout as CuTe's print_layout table"
run print '(4,(2,2)):(2,(1,8))'

step "Composition: R(c) = A(B(c))"
run composition '(6,2):(8,2)' '(4,3):(3,1)'

step "logical_divide: split a layout into tiles of the tiler"
run logical_divide '(4,2,3):(2,1,8)' '4:2'
echo "zipped_divide of an 8x8 layout into 2x4 tiles: column j lists tile j:"
run print "$("$T" zipped_divide '(8,8):(1,8)' '[2:1;4:1]')"

step "make_layout_tv: 32 threads (4,8):(8,1), 2x2 values each -> (tiler, tv)"
run make_layout_tv '(4,8):(8,1)' '(2,2):(2,1)'
tvl=$("$T" make_layout_tv '(4,8):(8,1)' '(2,2):(2,1)' | cut -d' ' -f2)
echo "tv((t,v)) = offset o in the 8x16 tile, cell (o % 8, o / 8):"
for tv in '(0,0)' '(0,1)' '(0,2)' '(0,3)' '(1,0)' '(31,3)'; do
  printf '  tv(%s) = %s\n' "$tv" "$("$T" layout_eval "$tv" "$tvl")"
done
mkdir -p build/demo
echo "$ cute-layout 'svg-tv' '(4,8):(8,1)' '(2,2):(2,1)' > build/demo/tv.svg"
"$T" svg-tv '(4,8):(8,1)' '(2,2):(2,1)' > build/demo/tv.svg
if command -v rsvg-convert >/dev/null; then
  rsvg-convert -b white build/demo/tv.svg -o build/demo/tv.png
  echo "picture: build/demo/tv.svg, rendered to build/demo/tv.png"
else
  echo "picture: build/demo/tv.svg"
fi
echo
echo "demo: done"
