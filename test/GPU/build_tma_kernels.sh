#!/usr/bin/env bash
# Builds the GPU check of TMA (README.md): tma_kernels.mlir through
# cute-translate for sm_90a into OUT/tma_kernels.cubin with its ABI
# (OUT/tma_kernels.abi, whose `arg tma_desc` lines the runtime encodes the
# descriptors from) and PTX (OUT/tma_kernels.ptx, assembled by ptxas for
# sm_90a; also for sm_90 with PTX 8.0, tma_kernels.sm90.ptx), and the
# runner OUT/run_tma_kernels over libcute_rt (libcuda is dlopen'ed at run
# time).
# usage: build_tma_kernels.sh BUILD_DIR OUT_DIR
# then, where the GPU is: OUT_DIR/run_tma_kernels OUT_DIR
set -euo pipefail
build=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
ptxas=${CUDA_PATH:-/usr/local/cuda}/bin/ptxas
mkdir -p "$out"
tr="$build/bin/cute-translate"
"$tr" --mlir-to-ptx --chip=sm_90a --opt-level=3 "$here/tma_kernels.mlir" \
  -o "$out/tma_kernels.ptx"
"$tr" --mlir-to-ptx --chip=sm_90 --features=+ptx80 --opt-level=3 \
  "$here/tma_kernels.mlir" -o "$out/tma_kernels.sm90.ptx"
"$tr" --mlir-to-cubin --chip=sm_90a --opt-level=3 \
  --abi-out="$out/tma_kernels.abi" "$here/tma_kernels.mlir" \
  -o "$out/tma_kernels.cubin"
if [ -x "$ptxas" ]; then
  "$ptxas" -arch=sm_90a "$out/tma_kernels.ptx" -o "$out/tma_kernels.ptx.cubin"
  "$ptxas" -arch=sm_90 "$out/tma_kernels.sm90.ptx" \
    -o "$out/tma_kernels.sm90.cubin"
fi
# RUNNER_CFLAGS: what a sanitized BUILD_DIR's libcute_rt.a needs (ctest
# passes -fsanitize=address,undefined in a CUTE_SANITIZE build).
cc -std=c11 -O2 -Wall -Wextra -Werror ${RUNNER_CFLAGS:-} -I"$root/include" \
  -o "$out/run_tma_kernels" "$here/run_tma_kernels.c" \
  "$build/lib/libcute_rt.a" -ldl -lm
echo "built $out/tma_kernels.{cubin,abi,ptx} and $out/run_tma_kernels"
