#!/usr/bin/env bash
# Builds the wgmma GPU check (README.md): the kernels of
# gen_wgmma_kernels.sh, their result types filled in by
# `cute-opt --cute-infer-result-types`, compiled to PTX for sm_90a by
# cute-translate (our pipeline, with its target checks) and assembled by
# ptxas when the toolkit has one (OUT_DIR/wgmma_kernels.cubin), and the
# runner run_wgmma (glibc only; libcuda is dlopen'ed at run time).
# usage: build_wgmma_kernels.sh BUILD_DIR OUT_DIR
# then, where the GPU is: OUT_DIR/run_wgmma OUT_DIR/wgmma_kernels.ptx
set -euo pipefail
build=$1 out=$2 here=$(dirname "$0")
ptxas=${CUDA_PATH:-/usr/local/cuda}/bin/ptxas
mkdir -p "$out"
bash "$here/gen_wgmma_kernels.sh" "$build" >"$out/wgmma_kernels.in.mlir"
"$build/bin/cute-opt" --cute-infer-result-types "$out/wgmma_kernels.in.mlir" \
  -o "$out/wgmma_kernels.mlir"
"$build/bin/cute-translate" --mlir-to-ptx --chip=sm_90a \
  "$out/wgmma_kernels.mlir" -o "$out/wgmma_kernels.ptx"
if [ -x "$ptxas" ]; then
  # ptxas notes (C7519) where it waits for wgmma registers: info only.
  "$ptxas" -arch=sm_90a "$out/wgmma_kernels.ptx" -o "$out/wgmma_kernels.cubin" \
    >"$out/ptxas.log" 2>&1 || { cat "$out/ptxas.log" >&2; exit 1; }
fi
cc -std=c11 -O2 -Wall -Wextra -o "$out/run_wgmma" \
  "$here/run_wgmma.c" "$here/cuda_driver.c" -ldl -lm
echo "built $out/wgmma_kernels.ptx ($(grep -c '[.]entry' "$out/wgmma_kernels.ptx") kernels) and $out/run_wgmma"
