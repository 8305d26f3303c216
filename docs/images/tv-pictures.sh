#!/usr/bin/env bash
# Writes the TV-layout pictures of docs/cute-layout.md, docs/atoms.md and
# python-free-examples/gemm/README.md into OUT_DIR (default: this
# folder), each drawn by `cute-layout svg-tv`; the atoms' and tiled MMAs'
# layouts come from `cute-layout tiled_mma_tv`, so the pictures show what
# the algebra computes. tv-layout-4x8-2x2.png is a raster of its SVG for
# viewers that show no SVG (rsvg-convert); redraw it when the SVG changes.
# usage: tv-pictures.sh BUILD_DIR [OUT_DIR]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${1:?usage: tv-pictures.sh BUILD_DIR [OUT_DIR]}
out=${2:-$here}
layout=$build/bin/cute-layout
mkdir -p "$out"
# make_layout_tv(threads, values): docs/cute-layout.md's example, and the
# SGEMM's K-major 4-byte copies and (small) M/N-major 16-byte copies.
"$layout" svg-tv '(4,8):(8,1)' '(2,2):(2,1)' >"$out/tv-layout-4x8-2x2.svg"
"$layout" svg-tv '(32,8):(8,1)' '(1,1):(0,0)' >"$out/sgemm-copy-k.svg"
"$layout" svg-tv '(16,4):(1,16)' '(4,1):(1,0)' >"$out/sgemm-copy-mn-small.svg"
# One warp's mma.sync m16n8k16: A (16x16) and C (16x8).
mma='sm80.mma<16x8x16, elem_type = (f16, f16, f32) >'
for x in a c; do
  tv=$("$layout" tiled_mma_tv "$mma" '(1,1,1):(0,0,0)' "${x^^}")
  # shellcheck disable=SC2086 # TILER and TV, svg-tv's two operands
  "$layout" svg-tv $tv >"$out/sm80-mma-16x8x16-$x.svg"
done
# A small version of the SGEMM's FMA tiled MMA, its C partition.
tv=$("$layout" tiled_mma_tv 'atom.universal_fma<1x1x1, (f32, f32) -> f32 >' \
  '(4,4,1):(4,1,0)' '[(4,2):(2,1);(4,2):(2,1);_]' C)
# shellcheck disable=SC2086
"$layout" svg-tv $tv >"$out/fma-mma-c-small.svg"
