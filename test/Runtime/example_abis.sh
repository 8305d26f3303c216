#!/usr/bin/env bash
# Every example kernel through the compiler's `.abi` output and the
# runtime's reader (ctest runtime.example_abis, no GPU): each .mlir under
# python-free-examples/ (and each one its gen-*.sh scripts generate) and
# each test/GPU/NAME.mlir that has a runner
# (test/GPU/run_NAME.c) is compiled by cute-translate to PTX (sm_90a, -O3:
# the chip all of them target; TMA needs its PTX 8.0)
# with --abi-out, and abi_check reads every `.abi` with the runtime,
# matches its kernels with the PTX entries and their parameters, and packs
# them. The kernels are found when the test runs, so a new example whose
# ABI the runtime cannot read fails here.
# usage: example_abis.sh BIN_DIR SOURCE_DIR OUT_DIR
set -euo pipefail
bin=$1 src=$2 out=$3
mkdir -p "$out"
kernels=()
while IFS= read -r f; do
  kernels+=("$f")
done < <(find "$src/python-free-examples" -name '*.mlir' | sort)
# Kernels generated from a template (python-free-examples/*/gen-NAME.sh
# CUTE_OPT OUT.mlir, e.g. the GEMM variants).
for g in "$src"/python-free-examples/*/gen-*.sh; do
  [[ -e $g ]] || continue
  name=$(basename "$g" .sh)
  bash "$g" "$bin/cute-opt" "$out/${name#gen-}.mlir"
  kernels+=("$out/${name#gen-}.mlir")
done
for f in "$src"/test/GPU/*.mlir; do
  name=$(basename "$f" .mlir)
  if [[ -f "$src/test/GPU/run_$name.c" ]]; then
    kernels+=("$f")
  fi
done
if (( ${#kernels[@]} == 0 )); then
  echo "example_abis.sh: no kernels found under $src" >&2
  exit 1
fi
pairs=()
for f in "${kernels[@]}"; do
  name=$(basename "$(dirname "$f")")_$(basename "$f" .mlir)
  if ! "$bin/cute-translate" --mlir-to-ptx --chip=sm_90a --opt-level=3 \
      --abi-out="$out/$name.abi" "$f" -o "$out/$name.ptx"; then
    echo "example_abis.sh: cute-translate failed on $f" >&2
    exit 1
  fi
  pairs+=("$out/$name.abi" "$out/$name.ptx")
done
"$bin/cute_rt_abi_check" "${pairs[@]}"
