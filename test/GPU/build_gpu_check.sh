#!/usr/bin/env bash
# Builds one GPU check (README.md): NAME.mlir -> cute-to-base -> upstream
# gpu-lower-to-nvvm-pipeline (sm_90, PTX) -> OUT_DIR/NAME.bin.mlir, the PTX
# extracted from it into OUT_DIR/NAME.ptx, and the runner run_NAME.c with
# cuda_driver.c into OUT_DIR/run_NAME (glibc only; libcuda is dlopen'ed at
# run time). build_layout_kernel.sh, build_ptr_kernel.sh and
# build_wide_kernel.sh call it for their kernel.
# usage: build_gpu_check.sh NAME BUILD_DIR OUT_DIR (NAME: layout_kernel...)
set -euo pipefail
name=$1 build=$2 out=$3 here=$(dirname "$0")
bindir=$(llvm-config-22 --bindir)
mkdir -p "$out"
"$build/bin/cute-opt" --cute-to-base "$here/$name.mlir" |
  "$bindir/mlir-opt" -gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
  >"$out/$name.bin.mlir"
# The PTX is the gpu.object's `assembly` string, with MLIR's \XX escapes.
python3 - "$out/$name.bin.mlir" "$out/$name.ptx" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
m = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', text)
ptx = re.sub(r'\\([0-9A-Fa-f]{2})', lambda x: chr(int(x.group(1), 16)),
             m.group(1)).replace('\\\\', '\\')
open(sys.argv[2], 'w').write(ptx)
PY
cc -std=c11 -O2 -Wall -Wextra -o "$out/run_$name" \
  "$here/run_$name.c" "$here/cuda_driver.c" -ldl
echo "built $out/$name.ptx and $out/run_$name"
