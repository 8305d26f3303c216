#!/usr/bin/env bash
# Builds the GPU check of the pointer and scalar ops: ptr_kernel.mlir ->
# PTX (sm_90) and its runner (glibc only; libcuda is dlopen'ed at run
# time), through build_gpu_check.sh as build_layout_kernel.sh does for
# layout_kernel.mlir.
# usage: build_ptr_kernel.sh BUILD_DIR OUT_DIR
set -euo pipefail
exec bash "$(dirname "$0")/build_gpu_check.sh" ptr_kernel "$1" "$2"
