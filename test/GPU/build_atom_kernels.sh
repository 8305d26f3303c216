#!/usr/bin/env bash
# Builds the GPU check of the atoms: atom_kernels.mlir (the sm_80 atoms)
# for sm_80 and for sm_90, atom_kernels_sm90.mlir (stmatrix) for sm_90,
# each through cute-translate (our pipeline, with its target checks), each
# PTX assembled by ptxas when the toolkit has one, and the runner
# run_atom_kernels (glibc only; libcuda is dlopen'ed at run time).
# usage: build_atom_kernels.sh BUILD_DIR OUT_DIR
# then, where the GPU is: OUT_DIR/run_atom_kernels OUT_DIR/*.ptx
set -euo pipefail
build=$1 out=$2 here=$(dirname "$0")
ptxas=${CUDA_PATH:-/usr/local/cuda}/bin/ptxas
mkdir -p "$out"
ptx() { # input chip output
  "$build/bin/cute-translate" --mlir-to-ptx --chip="$2" "$here/$1" -o "$out/$3"
  if [ -x "$ptxas" ]; then
    "$ptxas" -arch="$2" "$out/$3" -o "$out/$3.cubin"
  fi
}
ptx atom_kernels.mlir sm_80 atom_kernels.sm80.ptx
ptx atom_kernels.mlir sm_90 atom_kernels.sm90.ptx
ptx atom_kernels_sm90.mlir sm_90 atom_kernels_stsm.sm90.ptx
cc -std=c11 -O2 -Wall -Wextra -o "$out/run_atom_kernels" \
  "$here/run_atom_kernels.c" "$here/cuda_driver.c" -ldl -lm
echo "built $out/atom_kernels.sm80.ptx, atom_kernels.sm90.ptx," \
  "atom_kernels_stsm.sm90.ptx and run_atom_kernels"
