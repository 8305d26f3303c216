#!/usr/bin/env bash
# Builds the GPU check of cute-to-base: layout_kernel.mlir -> PTX (sm_90)
# and the runner (glibc only; libcuda is dlopen'ed at run time), through
# build_gpu_check.sh.
# usage: build_layout_kernel.sh BUILD_DIR OUT_DIR
set -euo pipefail
exec bash "$(dirname "$0")/build_gpu_check.sh" layout_kernel "$1" "$2"
