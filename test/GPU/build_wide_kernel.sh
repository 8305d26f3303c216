#!/usr/bin/env bash
# Builds the GPU check of the width rules: wide_kernel.mlir -> PTX (sm_90)
# and the runner (glibc only; libcuda is dlopen'ed at run time), through
# build_gpu_check.sh.
# usage: build_wide_kernel.sh BUILD_DIR OUT_DIR
set -euo pipefail
exec bash "$(dirname "$0")/build_gpu_check.sh" wide_kernel "$1" "$2"
