#!/usr/bin/env bash
# .mlir to cubin wall time of every GEMM kernel of python-free-examples/gemm,
# here (no GPU): the figure the atoms and Hopper issues ask for.
#
#   bench/gemm_compile.sh [BUILD_DIR]        (default: build)
#
# Each family's module (gen-sgemm.sh, gen-tensorop.sh, gen-hopper.sh) is
# generated, then split into one module a kernel (its header, the one
# gpu.func, the closing braces), and `cute-translate --mlir-to-cubin
# --opt-level=3` (sm_90; sm_90a for hopper) runs REPS times on each: the
# best wall time (the process's, start-up included), then one run's
# --mlir-timing stages (cute-to-nvvm, the LLVM IR's translation and
# optimiser, LLVM IR to PTX, ptxas). Last, each family's whole module,
# best of REPS. Environment: FAMILIES (default "sgemm tensorop hopper"), REPS (5),
# ONLY (an extended regex on kernel names), KEEP=1 keeps the work folder.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
[[ $build = /* ]] || build=$PWD/$build
families=${FAMILIES:-sgemm tensorop hopper}
reps=${REPS:-5}
only=${ONLY:-.}
translate=$build/bin/cute-translate
[[ -x $translate && -x $build/bin/cute-opt ]] || {
  echo "gemm_compile: no $translate or cute-opt; build first" >&2
  exit 2
}
work=$(mktemp -d)
[[ -n ${KEEP:-} ]] && echo "work folder: $work" || trap 'rm -rf "$work"' EXIT

# Best wall time of REPS runs of `cute-translate ARGS...`, in seconds.
best() {
  local times="" s e
  for ((i = 0; i < reps; ++i)); do
    s=$(date +%s.%N)
    "$translate" "$@" >/dev/null || { echo "gemm_compile: cute-translate $* failed" >&2; return 1; }
    e=$(date +%s.%N)
    times+="$s $e"$'\n'
  done
  awk 'NF { t = $2 - $1; if (NR == 1 || t < b) b = t } END { printf "%.3f\n", b }' <<<"$times"
}

# One --mlir-timing run: cute-to-nvvm, the LLVM IR (translation and
# optimiser: gpu-module-to-binary less its two steps), LLVM IR to PTX,
# PTX to binary (ptxas).
stages() {
  "$translate" "$@" --mlir-timing 2>&1 >/dev/null | awk '
    /cute-to-nvvm$/ { n = $1 } /gpu-module-to-binary$/ { g = $1 }
    /LLVM IR to PTX/ { p = $1 } /PTX to binary/ { b = $1 }
    END { printf "cute-to-nvvm %.3f, LLVM IR %.3f, PTX %.3f, ptxas %.3f",
                 n, g - p - b, p, b }'
}

printf '%-24s %8s  %s\n' kernel "wall s" "stages (s, one run)"
for f in $families; do
  chip=sm_90
  [[ $f == hopper ]] && chip=sm_90a
  mod=$work/$f.mlir
  bash "$root/python-free-examples/gemm/gen-$f.sh" "$build/bin/cute-opt" "$mod"
  # The header (everything before the first gpu.func), then one file a
  # gpu.func up to the next, then the footer: the closing braces, less
  # indented than a gpu.func, that end the file.
  awk -v dir="$work" -v fam="$f" '
    { line[NR] = $0 }
    /^ *gpu\.func @/ { start[++n] = NR; match($0, /^ */); ind = RLENGTH }
    END {
      foot = NR + 1
      while (foot > 1 && (line[foot - 1] == "" ||
             (line[foot - 1] ~ /^ *}$/ && match(line[foot - 1], /^ */) && RLENGTH < ind)))
        --foot
      for (k = 1; k <= n; ++k) {
        name = line[start[k]]; sub(/.*gpu\.func @/, "", name); sub(/\(.*/, "", name)
        out = dir "/" fam "." name ".mlir"
        for (i = 1; i < start[1]; ++i) print line[i] > out
        stop = k < n ? start[k + 1] - 1 : foot - 1
        for (i = start[k]; i <= stop; ++i) print line[i] > out
        for (i = foot; i <= NR; ++i) print line[i] > out
        close(out)
      }
    }' "$mod"
  for k in "$work/$f".*.mlir; do
    name=${k#"$work/$f".}
    name=${name%.mlir}
    [[ $name =~ $only ]] || continue
    args=(--mlir-to-cubin --chip=$chip --opt-level=3 "$k" -o "$work/k.cubin")
    t=$(best "${args[@]}")
    printf '%-24s %8s  %s\n' "$name" "$t" "$(stages "${args[@]}")"
  done
  t=$(best --mlir-to-cubin --chip=$chip --opt-level=3 "$mod" -o "$work/m.cubin")
  printf '%-24s %8s\n' "$f (module, $(grep -c 'gpu\.func @' "$mod") kernels)" "$t"
done
