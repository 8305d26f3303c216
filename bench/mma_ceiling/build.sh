#!/usr/bin/env bash
# Builds mma_ceiling (bench/README.md) as it is carried to a GPU machine:
# OUT_DIR/mma_ceiling, mma_ceiling.c with libcute_rt's sources compiled in
# (glibc only; libcuda is dlopen'ed at run time), and the two kernels it
# runs as OUT_DIR/mma_ceiling_{f16,bf16}.ptx, for reading. Needs only a C
# compiler, no CMake build and no MLIR.
# usage: build.sh OUT_DIR   (then, there: OUT_DIR/mma_ceiling [OPTIONS])
set -euo pipefail
if [[ $# -ne 1 ]]; then
  echo "usage: $0 OUT_DIR" >&2
  exit 2
fi
out=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$out"
cc -std=c11 -O2 -Wall -Wextra -Werror -I"$root/include" -I"$root/runtime" \
  -o "$out/mma_ceiling" "$here/mma_ceiling.c" "$root"/runtime/*.c -ldl
for t in f16 bf16; do
  "$out/mma_ceiling" --print-ptx "$t" >"$out/mma_ceiling_$t.ptx"
done
echo "built $out/mma_ceiling and $out/mma_ceiling_{f16,bf16}.ptx"
