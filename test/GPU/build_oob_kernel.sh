#!/usr/bin/env bash
# Builds the line-info check (README.md): oob_kernel.mlir through
# cute-translate with --line-info into OUT/oob_kernel.cubin (ptxas
# -lineinfo) with its ABI and PTX (.loc/.file), and the runner
# OUT/run_oob_kernel over libcute_rt (glibc only; libcuda is dlopen'ed).
# The PTX's .file names the kernel by its absolute path.
# usage: build_oob_kernel.sh BUILD_DIR OUT_DIR
# then, where the GPU is: bash run_oob_kernel.sh OUT_DIR
set -euo pipefail
build=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$out"
tr="$build/bin/cute-translate"
"$tr" --mlir-to-ptx --line-info "$here/oob_kernel.mlir" -o "$out/oob_kernel.ptx"
"$tr" --mlir-to-cubin --line-info --abi-out="$out/oob_kernel.abi" \
  "$here/oob_kernel.mlir" -o "$out/oob_kernel.cubin"
cc -std=c11 -O2 -Wall -Wextra -Werror ${RUNNER_CFLAGS:-} -I"$root/include" \
  -o "$out/run_oob_kernel" "$here/run_oob_kernel.c" \
  "$build/lib/libcute_rt.a" -ldl -lm
cp "$here/run_oob_kernel.sh" "$out/"
echo "built $out/oob_kernel.{cubin,abi,ptx} and $out/run_oob_kernel"
