#!/usr/bin/env bash
# Builds the GPU check of the width rules: wide_kernel.mlir -> PTX (sm_90)
# and the runner (glibc only; libcuda is dlopen'ed at run time).
# usage: build_wide_kernel.sh BUILD_DIR OUT_DIR
set -euo pipefail
build=$1 out=$2 here=$(dirname "$0")
bindir=$(llvm-config-22 --bindir)
mkdir -p "$out"
"$build/bin/cute-opt" --cute-to-base "$here/wide_kernel.mlir" |
  "$bindir/mlir-opt" -gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
  >"$out/wide_kernel.bin.mlir"
# The PTX is the gpu.object's `assembly` string, with MLIR's \XX escapes.
python3 - "$out/wide_kernel.bin.mlir" "$out/wide_kernel.ptx" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
m = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', text)
ptx = re.sub(r'\\([0-9A-Fa-f]{2})', lambda x: chr(int(x.group(1), 16)),
             m.group(1)).replace('\\\\', '\\')
open(sys.argv[2], 'w').write(ptx)
PY
cc -std=c11 -O2 -Wall -Wextra -o "$out/run_wide_kernel" \
  "$here/run_wide_kernel.c" -ldl
echo "built $out/wide_kernel.ptx and $out/run_wide_kernel"
