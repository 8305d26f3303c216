#!/usr/bin/env bash
# Builds NVIDIA's traced CuTe DSL kernels for the device check
# (docs/cute-dsl-import.md): for each example, the stage-0 IR from
# NVIDIA/cutlass (commit 4379ecedc, examples/python/CuTeDSL/{ampere,hopper}/
# ...) through scripts/import-cute-dsl.sh and cute-translate into
# OUT/NAME.cubin, NAME.abi and NAME.ptx (Ampere's for sm_90, Hopper's
# dense_gemm and dense_gemm_persistent for sm_90a: wgmma), and the runners
# of elementwise_add, elementwise_apply, sgemm, tensorop_gemm, dense_gemm
# and dense_gemm_persistent (the GEMMs take their tiled copies and tiled
# MMA as arguments; Hopper's their TMA descriptors). NVIDIA's text is not
# part of this repository: point MIRROR at a clone of NVIDIA/cutlass (a
# bare one will do) or TRACED at a folder of its traced files, named
# ARCH__NAME.mlir. ONLY=REGEX builds the examples whose name matches (and
# only their runners); RUNNER_CFLAGS is added to the runners' compile (a
# sanitized BUILD_DIR's libcute_rt.a needs -fsanitize=...).
# usage: build_cute_dsl_kernels.sh BUILD_DIR OUT_DIR
set -euo pipefail
build=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
commit=4379ecedc
only=${ONLY:-.}
mkdir -p "$out"
# arch/name chip
for entry in ampere/elementwise_add:sm_90 ampere/elementwise_apply:sm_90 \
  ampere/dynamic_smem_size:sm_90 ampere/smem_allocator:sm_90 \
  ampere/inline_ptx:sm_90 ampere/sgemm:sm_90 ampere/tensorop_gemm:sm_90 \
  hopper/dense_gemm:sm_90a hopper/dense_gemm_persistent:sm_90a; do
  path=${entry%:*} chip=${entry#*:}
  arch=${path%/*} name=${path#*/}
  [[ $name =~ $only ]] || continue
  src=$out/$name.traced.mlir
  if [[ -n ${TRACED:-} ]]; then
    cp "$TRACED/${arch}__$name.mlir" "$src"
  elif [[ -n ${MIRROR:-} ]]; then
    git -C "$MIRROR" show \
      "$commit:examples/python/CuTeDSL/$arch/$name/${name}_0_.mlir" >"$src"
  else
    echo "build_cute_dsl_kernels: set MIRROR or TRACED" >&2
    exit 2
  fi
  bash "$root/scripts/import-cute-dsl.sh" "$src" >"$out/$name.mlir"
  "$build/bin/cute-opt" "$out/$name.mlir" -o /dev/null
  "$build/bin/cute-translate" --mlir-to-ptx --chip="$chip" --opt-level=3 \
    "$out/$name.mlir" -o "$out/$name.ptx"
  "$build/bin/cute-translate" --mlir-to-cubin --chip="$chip" --opt-level=3 \
    --abi-out="$out/$name.abi" "$out/$name.mlir" -o "$out/$name.cubin"
  echo "built $out/$name.{ptx,cubin,abi} ($chip)"
done
# runner source defines
for entry in elementwise_add:elementwise_add: \
  elementwise_apply:elementwise_apply: sgemm:sgemm: \
  tensorop_gemm:tensorop_gemm: dense_gemm:dense_gemm: \
  dense_gemm_persistent:dense_gemm:-DDENSE_GEMM_PERSISTENT; do
  IFS=: read -r runner source defines <<<"$entry"
  [[ $runner =~ $only ]] || continue
  # shellcheck disable=SC2086 # RUNNER_CFLAGS and defines are word lists
  cc -std=c11 -O2 -Wall -Wextra -Werror ${RUNNER_CFLAGS:-} $defines \
    -I"$root/include" -o "$out/run_$runner" "$here/run_$source.c" \
    "$build/lib/libcute_rt.a" -ldl -lm
  echo "built $out/run_$runner"
done
