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
cmake --build "$build" -j2 --target cute-translate vector_add row_reduce transpose >/dev/null
for k in vector_add/vector_add row_reduce/row_reduce row_reduce/col_reduce \
         transpose/transpose; do
  name=$(basename "$k")
  "$build/bin/cute-translate" --mlir-to-cubin --chip=sm_90 --opt-level=3 \
    --abi-out="$out/$name.abi" "python-free-examples/$k.mlir" -o "$out/$name.cubin"
done
cp "$build/bin/vector_add" "$build/bin/row_reduce" "$build/bin/transpose" "$out/"
echo "built $out: $(cd "$out" && ls | tr '\n' ' ')"
