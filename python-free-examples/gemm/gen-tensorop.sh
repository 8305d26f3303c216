#!/usr/bin/env bash
# Writes tensorop.mlir, the tensor-core GEMM kernels hgemm_kk (f16 inputs)
# and bgemm_kk (bf16 inputs), both with f32 accumulation, from
# tensorop.mlir.in: the template once per element type with @T@ and
# @NAME@ substituted, every result type filled in by
# `cute-opt --cute-infer-result-types`, and the two gpu.modules' kernels
# joined into one module.
# STAGES (default 4) sets the number of shared-memory stages.
# usage: gen-tensorop.sh CUTE_OPT OUT.mlir
set -euo pipefail
st=${STAGES:-4}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cute_opt=$1 out=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for v in f16:hgemm bf16:bgemm; do
  t=${v%%:*} name=${v##*:}
  sed -e "s/@T@/$t/g; s/@NAME@/$name/g; s/@ST@/$st/g; s/@ST1@/$((st - 1))/g" \
      -e "s/@WG@/$((st - 2))/g; s/@BOFF@/$((st * 4096))/g" \
      "$here/tensorop.mlir.in" >"$tmp/$t.in.mlir"
  "$cute_opt" --cute-infer-result-types "$tmp/$t.in.mlir" -o "$tmp/$t.mlir"
done
# Each output is `#loop_annotation` aliases, then `module {`, `gpu.module
# @kernels {`, one gpu.func, `}`, `}`: keep the first's head and join the
# functions.
{
  sed '/^  }$/,$d' "$tmp/f16.mlir"
  sed -n '/^    gpu.func/,/^    }$/p' "$tmp/bf16.mlir"
  printf '  }\n}\n'
} >"$tmp/joined.mlir"
"$cute_opt" "$tmp/joined.mlir" -o "$out"
