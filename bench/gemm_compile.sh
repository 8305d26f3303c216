#!/usr/bin/env bash
# .mlir to cubin wall time of every GEMM kernel of python-free-examples/gemm:
# the figure the atoms and Hopper issues ask for. No GPU is needed, only
# ptxas (cute-translate's: /usr/local/cuda, else PATH).
#
#   bench/gemm_compile.sh [BUILD_DIR]            here (default: build)
#   bench/gemm_compile.sh split BUILD_DIR DIR    the kernels' modules only
#   bench/gemm_compile.sh bundle BUILD_DIR DIR   them, a cute-translate
#                                                that needs no LLVM, and this
#                                                script, for another host
#   DIR/gemm_compile.sh run DIR [TRANSLATE]      there
#
# Each family's module (gen-sgemm.sh, gen-tensorop.sh, gen-hopper.sh) is
# generated, then split into one module a kernel (its header, the one
# gpu.func, the closing braces): DIR/FAMILY.KERNEL.mlir, and the whole
# module as DIR/FAMILY.mlir. `run` times `cute-translate --mlir-to-cubin
# --opt-level=3` (sm_90; sm_90a for hopper) REPS times on each kernel's
# module: the best wall time (the process's, start-up included), then one
# run's --mlir-timing stages (cute-to-nvvm, the LLVM IR's translation and
# optimiser, LLVM IR to PTX, ptxas); last, each family's whole module,
# best of REPS.
#
# `bundle` is for timing the same compile on another x86-64 Linux host
# (the GPU machine's, to set ours beside CuTe DSL's cute.compile on one
# CPU): scripts/build-jit-device.sh writes there its static executable,
# cute-translate among its programs (DIR/cute-jit-device.xz, about 30
# MB), which `run` unpacks with python3's lzma; else `run` takes
# DIR/cute-translate, or the binary TRANSLATE names.
#
# Environment: FAMILIES (default "sgemm tensorop hopper"), REPS (5), ONLY
# (an extended regex on kernel names; split and run), KEEP=1 keeps the
# work folder of the first form.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
families=${FAMILIES:-sgemm tensorop hopper}
reps=${REPS:-5}
only=${ONLY:-.}
die() { echo "gemm_compile: $*" >&2; exit 2; }
[[ $reps =~ ^[1-9][0-9]*$ ]] || die "REPS must be a positive count, got '$reps'"

# The kernels' modules of every family into DIR.
split() { # BUILD_DIR DIR
  local build=$1 dir=$2 root f mod
  root=$(cd "$here/.." && pwd)
  [[ -x $build/bin/cute-opt ]] || die "no $build/bin/cute-opt; build first"
  [[ -f $root/python-free-examples/gemm/gen-sgemm.sh ]] ||
    die "split and bundle run from the source tree's bench/"
  mkdir -p "$dir"
  for f in $families; do
    [[ -f $root/python-free-examples/gemm/gen-$f.sh ]] || die "no GEMM family '$f'"
    mod=$dir/$f.mlir
    bash "$root/python-free-examples/gemm/gen-$f.sh" "$build/bin/cute-opt" "$mod"
    # The header (everything before the first gpu.func), then one file a
    # gpu.func up to the next, then the footer: the closing braces, less
    # indented than a gpu.func, that end the file.
    awk -v dir="$dir" -v fam="$f" -v only="$only" '
      { line[NR] = $0 }
      /^ *gpu\.func @/ { start[++n] = NR; match($0, /^ */); ind = RLENGTH }
      END {
        foot = NR + 1
        while (foot > 1 && (line[foot - 1] == "" ||
               (line[foot - 1] ~ /^ *}$/ && match(line[foot - 1], /^ */) && RLENGTH < ind)))
          --foot
        for (k = 1; k <= n; ++k) {
          name = line[start[k]]; sub(/.*gpu\.func @/, "", name); sub(/\(.*/, "", name)
          if (name !~ only) continue
          out = dir "/" fam "." name ".mlir"
          for (i = 1; i < start[1]; ++i) print line[i] > out
          stop = k < n ? start[k + 1] - 1 : foot - 1
          for (i = start[k]; i <= stop; ++i) print line[i] > out
          for (i = foot; i <= NR; ++i) print line[i] > out
          close(out)
        }
      }' "$mod"
  done
}

# Every family's modules in DIR timed with the command in the array
# `translate`: its kernels', then the whole module's; OUT takes the cubins.
run() { # DIR OUT
  local dir=$1 out=$2 f k name chip args t
  # Best wall time of REPS runs of `TRANSLATE ARGS...`, in seconds.
  best() {
    local times="" s e i
    for ((i = 0; i < reps; ++i)); do
      s=$(date +%s.%N)
      "${translate[@]}" "$@" >/dev/null || { echo "gemm_compile: cute-translate $* failed" >&2; return 1; }
      e=$(date +%s.%N)
      times+="$s $e"$'\n'
    done
    awk 'NF { t = $2 - $1; if (NR == 1 || t < b) b = t } END { printf "%.3f\n", b }' <<<"$times"
  }
  # One --mlir-timing run: cute-to-nvvm, the LLVM IR (translation and
  # optimiser: gpu-module-to-binary less its two steps), LLVM IR to PTX,
  # PTX to binary (ptxas).
  stages() {
    "${translate[@]}" "$@" --mlir-timing 2>&1 >/dev/null | awk '
      /cute-to-nvvm$/ { n = $1 } /gpu-module-to-binary$/ { g = $1 }
      /LLVM IR to PTX/ { p = $1 } /PTX to binary/ { b = $1 }
      END { printf "cute-to-nvvm %.3f, LLVM IR %.3f, PTX %.3f, ptxas %.3f",
                   n, g - p - b, p, b }'
  }
  echo "host: $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
  printf '%-26s %8s  %s\n' kernel "wall s" "stages (s, one run)"
  for f in $families; do
    chip=sm_90
    [[ $f == hopper ]] && chip=sm_90a
    for k in "$dir/$f".*.mlir; do
      [[ -f $k ]] || continue
      name=${k#"$dir/$f".}
      name=${name%.mlir}
      [[ $name =~ $only ]] || continue
      args=(--mlir-to-cubin "--chip=$chip" --opt-level=3 "$k" -o "$out/k.cubin")
      t=$(best "${args[@]}")
      printf '%-26s %8s  %s\n' "$name" "$t" "$(stages "${args[@]}")"
    done
    k=$dir/$f.mlir
    [[ -f $k ]] || continue
    t=$(best --mlir-to-cubin "--chip=$chip" --opt-level=3 "$k" -o "$out/m.cubin")
    printf '%-26s %8s\n' "$f (module, $(grep -c 'gpu\.func @' "$k") kernels)" "$t"
  done
}

case ${1:-} in
split | bundle)
  [[ $# == 3 ]] || die "usage: gemm_compile.sh $1 BUILD_DIR DIR"
  build=$(cd "$2" && pwd) || die "no build folder '$2'"
  mkdir -p "$3" && dir=$(cd "$3" && pwd)
  split "$build" "$dir"
  if [[ $1 == bundle ]]; then
    bash "$here/../scripts/build-jit-device.sh" "$build" "$dir" >/dev/null
    cp "$here/gemm_compile.sh" "$dir/"
    echo "bundled $dir (run there: $dir/gemm_compile.sh run $dir)"
  fi
  ;;
run)
  [[ $# == 2 || $# == 3 ]] || die "usage: gemm_compile.sh run DIR [TRANSLATE]"
  dir=$(cd "$2" && pwd) || die "no folder '$2'"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  if [[ -n ${3:-} ]]; then
    translate=("$3")
  elif [[ -f $dir/cute-jit-device.xz ]]; then
    python3 -c 'import lzma, shutil, sys
shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' \
      "$dir/cute-jit-device.xz" "$work/cute-jit-device"
    chmod +x "$work/cute-jit-device"
    translate=("$work/cute-jit-device" cute-translate)
  else
    translate=("$dir/cute-translate")
  fi
  [[ -x ${translate[0]} ]] || die "no cute-translate: ${translate[0]}"
  run "$dir" "$work"
  ;;
*)
  [[ $# -le 1 ]] || die "usage: gemm_compile.sh [BUILD_DIR] | split|bundle BUILD_DIR DIR | run DIR [TRANSLATE]"
  build=${1:-$here/../build}
  [[ -d $build ]] || die "no build folder '$build'"
  build=$(cd "$build" && pwd)
  [[ -x $build/bin/cute-translate ]] || die "no $build/bin/cute-translate; build first"
  work=$(mktemp -d)
  if [[ -n ${KEEP:-} ]]; then echo "work folder: $work"; else trap 'rm -rf "$work"' EXIT; fi
  split "$build" "$work"
  translate=("$build/bin/cute-translate")
  run "$work" "$work"
  ;;
esac
