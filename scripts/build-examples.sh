#!/usr/bin/env bash
# Compiles the example kernels with cute-translate into OUT_DIR (default
# build/examples): NAME.cubin and NAME.abi per .mlir, for sm_90 at -O3,
# plus the host programs (glibc + a dlopen'ed driver only) copied beside
# them, so that OUT_DIR can be carried to a GPU machine as is.
# usage: build-examples.sh [BUILD_DIR] [OUT_DIR]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build} out=${2:-build/examples}
mkdir -p "$out"
cmake --build "$build" -j2 --target cute-opt cute-translate cute-layout vector_add row_reduce transpose gemm >/dev/null
for k in vector_add/vector_add transpose/transpose; do
  name=$(basename "$k")
  "$build/bin/cute-translate" --mlir-to-cubin --chip=sm_90 --opt-level=3 \
    --abi-out="$out/$name.abi" "python-free-examples/$k.mlir" -o "$out/$name.cubin"
done
# The reduction and GEMM kernels are generated from their templates
# (row_reduce/README.md, gemm/README.md); the Hopper one's wgmma and
# setmaxnreg need sm_90a.
for g in row_reduce/reduce gemm/sgemm gemm/tensorop gemm/hopper; do
  chip=sm_90 dir=${g%/*} g=${g#*/}
  [[ $g == hopper ]] && chip=sm_90a
  bash "python-free-examples/$dir/gen-$g.sh" "$build/bin/cute-opt" "$out/$g.mlir"
  "$build/bin/cute-translate" --mlir-to-cubin --chip=$chip --opt-level=3 \
    --abi-out="$out/$g.abi" "$out/$g.mlir" -o "$out/$g.cubin"
done
cp "$build/bin/vector_add" "$build/bin/row_reduce" "$build/bin/transpose" \
  "$build/bin/gemm" "$out/"
echo "built $out: $(cd "$out" && ls | tr '\n' ' ')"
