#!/usr/bin/env bash
# Runs the line-info check on a GPU machine: run_oob_kernel under
# compute-sanitizer's memcheck, then checks that the report names the
# planted out-of-bounds write at oob_kernel.mlir:23 (the kernel was built
# with --line-info: .loc/.file in the PTX, ptxas -lineinfo). The report is
# kept in DIR/memcheck.log. Exit 0 when it does, 1 when not.
# usage: run_oob_kernel.sh DIR   (DIR from build_oob_kernel.sh)
set -uo pipefail
dir=$1
sanitizer=${COMPUTE_SANITIZER:-}
for c in "$sanitizer" compute-sanitizer /usr/local/cuda/bin/compute-sanitizer \
         /usr/local/cuda/compute-sanitizer/compute-sanitizer; do
  if [ -n "$c" ] && command -v "$c" >/dev/null 2>&1; then
    sanitizer=$c
    break
  fi
done
if ! command -v "$sanitizer" >/dev/null 2>&1; then
  echo "run_oob_kernel.sh: no compute-sanitizer found" >&2
  exit 2
fi
"$sanitizer" --tool memcheck "$dir/run_oob_kernel" "$dir" \
  >"$dir/memcheck.log" 2>&1
echo "compute-sanitizer exit status: $?"
cat "$dir/memcheck.log"
errors=$(grep -c 'Invalid __global__ write of size 4 bytes' "$dir/memcheck.log")
at_line=$(grep -c 'oob_kernel.mlir:23' "$dir/memcheck.log")
echo "invalid writes reported: $errors, at oob_kernel.mlir:23: $at_line"
if [ "$errors" -gt 0 ] && [ "$at_line" -gt 0 ]; then
  echo "line info: ok"
  exit 0
fi
echo "line info: NOT FOUND"
exit 1
