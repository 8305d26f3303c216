#!/usr/bin/env bash
# Writes the pictures of docs/hopper.md into OUT_DIR (default: this
# folder): the pipeline's timeline and the cluster's data flow
# (hopper_timeline.py), and where the Hopper GEMM's shared-memory layouts
# put each element (`cute-layout svg-smem`). The layouts are the atoms of
# python-free-examples/gemm/gen-hopper.sh's @SLA@/@SLB@ (K-major and
# M/N-major 128B) and @SLC@ (C's buffers: 64B for 16-bit C, 128B for
# f32), swizzles written in elements (S<3,4,3> on bytes is S<3,3,3> on
# 16-bit values, S<3,2,3> on 32-bit ones; S<2,4,3> is S<2,3,3>).
# usage: hopper-pictures.sh BUILD_DIR [OUT_DIR]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${1:?usage: hopper-pictures.sh BUILD_DIR [OUT_DIR]}
out=${2:-$here}
layout=$build/bin/cute-layout
mkdir -p "$out"
python3 "$here/hopper_timeline.py" >"$out/hopper-pipeline.svg"
python3 "$here/hopper_timeline.py" --cluster >"$out/hopper-cluster.svg"
"$layout" svg-smem 16 'S<3,3,3> o 0 o (8,64):(64,1)' >"$out/hopper-smem-k.svg"
"$layout" svg-smem 16 'S<3,3,3> o 0 o (64,8):(1,64)' >"$out/hopper-smem-mn.svg"
# Rows 0-15 of a K-major stage in 16-byte chunks (128-bit elements).
"$layout" svg-smem 128 'S<3,0,3> o 0 o ((8,2),8):((8,64),1)' >"$out/hopper-smem-k-chunks.svg"
"$layout" svg-smem 16 'S<2,3,3> o 0 o (8,32):(32,1)' >"$out/hopper-smem-c16.svg"
"$layout" svg-smem 32 'S<3,2,3> o 0 o (8,32):(32,1)' >"$out/hopper-smem-c32.svg"
