#!/usr/bin/env bash
# Builds NVIDIA's traced CuTe DSL kernels for the device check
# (docs/cute-dsl-import.md): for each example, the stage-0 IR from
# NVIDIA/cutlass (commit 4379ecedc, examples/python/CuTeDSL/ampere/...)
# through scripts/import-cute-dsl.sh and cute-translate into OUT/NAME.cubin,
# NAME.abi and NAME.ptx, and the runners of elementwise_add,
# elementwise_apply, sgemm and tensorop_gemm (the GEMMs take their tiled
# copies and tiled MMA as arguments). NVIDIA's text
# is not part of this repository: point MIRROR at a clone of NVIDIA/cutlass
# (a bare one will do) or TRACED at a folder of the _0_.mlir files.
# usage: build_cute_dsl_kernels.sh BUILD_DIR OUT_DIR
set -euo pipefail
build=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
commit=4379ecedc
mkdir -p "$out"
for name in elementwise_add elementwise_apply dynamic_smem_size \
  smem_allocator inline_ptx sgemm tensorop_gemm; do
  src=$out/$name.traced.mlir
  if [[ -n ${TRACED:-} ]]; then
    cp "$TRACED/ampere__$name.mlir" "$src"
  elif [[ -n ${MIRROR:-} ]]; then
    git -C "$MIRROR" show \
      "$commit:examples/python/CuTeDSL/ampere/$name/${name}_0_.mlir" >"$src"
  else
    echo "build_cute_dsl_kernels: set MIRROR or TRACED" >&2
    exit 2
  fi
  bash "$root/scripts/import-cute-dsl.sh" "$src" >"$out/$name.mlir"
  "$build/bin/cute-opt" "$out/$name.mlir" -o /dev/null
  "$build/bin/cute-translate" --mlir-to-ptx --chip=sm_90 --opt-level=3 \
    "$out/$name.mlir" -o "$out/$name.ptx"
  "$build/bin/cute-translate" --mlir-to-cubin --chip=sm_90 --opt-level=3 \
    --abi-out="$out/$name.abi" "$out/$name.mlir" -o "$out/$name.cubin"
  echo "built $out/$name.{ptx,cubin,abi}"
done
for runner in elementwise_add elementwise_apply sgemm tensorop_gemm; do
  cc -std=c11 -O2 -Wall -Wextra -Werror -I"$root/include" \
    -o "$out/run_$runner" "$here/run_$runner.c" "$build/lib/libcute_rt.a" \
    -ldl -lm
  echo "built $out/run_$runner"
done
