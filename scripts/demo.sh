#!/usr/bin/env bash
# The demo: installs what is missing, builds the tools, and compiles
# example 1 (python-free-examples/vector_add) through the whole pipeline:
# cute IR -> cute-to-base -> NVVM -> PTX -> cubin + kernel ABI, printing a
# summary of each stage's IR and the PTX. When a CUDA driver is present it
# runs the kernels and checks them against the CPU. (The layout algebra
# demo is scripts/demo-layout.sh.)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$CUTE_ROOT"

bash scripts/install-deps.sh
step "configure and build (build/)"
configure build
build build --target cute-opt cute-translate vector_add
OPT=build/bin/cute-opt TR=build/bin/cute-translate
K=python-free-examples/vector_add/vector_add.mlir
OUT=build/demo
mkdir -p "$OUT"

# Op counts of a module, most frequent first.
summary() {
  grep -oE '^ *(%[^=]*= )?"?[a-z_]+\.[a-zA-Z0-9_.]+"?' "$1" |
    sed -E 's/^ *(%[^=]*= )?//; s/"//g' | sort | uniq -c | sort -rn |
    awk '{printf "  %5d  %s\n", $1, $2}'
}

step "1. cute IR: $K"
"$OPT" "$K" -o "$OUT/1-cute.mlir"
echo "verified; ops:"
summary "$OUT/1-cute.mlir"

step "2. cute-to-base: tensors become pointers + leaves, offsets arith"
"$OPT" --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' "$K" \
  -o "$OUT/2-base.mlir"
summary "$OUT/2-base.mlir"
echo "kernel signatures:"
grep -oE 'gpu.func @[a-z0-9_]+\([^)]*\)' "$OUT/2-base.mlir" | sed 's/^/  /'

step "3. cute-to-nvvm{chip=sm_90}: LLVM and NVVM dialects"
"$OPT" --pass-pipeline='builtin.module(cute-to-nvvm{chip=sm_90 opt-level=3})' \
  "$K" -o "$OUT/3-nvvm.mlir"
summary "$OUT/3-nvvm.mlir"

step "4. PTX (sm_90)"
"$TR" --mlir-to-ptx --chip=sm_90 --opt-level=3 "$K" -o "$OUT/vector_add.ptx"
cat "$OUT/vector_add.ptx"

step "5. cubin (ptxas) and kernel ABI"
"$TR" --mlir-to-cubin --chip=sm_90 --opt-level=3 --mlir-timing \
  --abi-out="$OUT/vector_add.abi" "$K" -o "$OUT/vector_add.cubin" 2>"$OUT/timing.txt"
echo "$OUT/vector_add.cubin: $(wc -c <"$OUT/vector_add.cubin") bytes"
sed -n '/Execution time report/,$p' "$OUT/timing.txt" | grep -E 'Parser|cute-to-nvvm|binary|ptxas|Total' | sed 's/^/ /'
cat "$OUT/vector_add.abi"

# A CUDA driver: libcuda.so.1 in the loader's cache. ldconfig is in /sbin,
# which a user's PATH may lack; its list is captured, not piped into
# `grep -q` (under pipefail, ldconfig killed by SIGPIPE read as no driver).
have_driver() {
  [[ -n ${CUTE_RT_LIBCUDA:-} ]] && return 0
  local ldconfig cache
  ldconfig=$(PATH=$PATH:/sbin:/usr/sbin command -v ldconfig) || return 1
  cache=$("$ldconfig" -p 2>/dev/null) || return 1
  [[ $cache == *'libcuda.so.1 '* ]]
}

step "6. run on the GPU"
if have_driver; then
  build/bin/vector_add "$OUT" --n 1000003 --n 268435453 --bench
else
  echo "no CUDA driver on this machine: the kernels were compiled but not run."
  echo "On a GPU machine: build/bin/vector_add $OUT --bench"
fi
echo
echo "demo: done"
