#!/usr/bin/env bash
# cute-opt against its floor, MLIR's own parser and printer, in one run.
#
#   bench/cute_opt_bench.sh [BUILD_DIR]        (default: build)
#
# For N = 10,000 and 100,000 single-op functions (bench/gen_cute_module.c)
# it runs, REPS times each (default 3), every run with --mlir-timing and
# under /usr/bin/time -v:
#   mlir-opt --allow-unregistered-dialect   the floor of DESIGN.md section 9
#                                           (cute ops unregistered, cute
#                                           types opaque)
#   cute-opt                                parse + verify (MLIR's, ours) + print
#   cute-opt --cute-fold-static             the same plus fold-static
# and prints the median wall time (s), median peak RSS (MB), the ratio to
# the floor, the --mlir-timing stages of cute-opt, and the 100k/10k ratio
# (10.0 is linear). Output goes to a file (-o), as a user would write it.
# Environment: SIZES ("10000 100000"), REPS (3), MLIR_OPT (mlir-opt-22),
# KEEP=1 keeps the work directory.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
[[ $build = /* ]] || build=$PWD/$build
sizes=${SIZES:-10000 100000}
reps=${REPS:-3}
mlir_opt=${MLIR_OPT:-}
if [[ -z $mlir_opt ]]; then
  for c in mlir-opt-22 /usr/lib/llvm-22/bin/mlir-opt mlir-opt; do
    if command -v "$c" >/dev/null 2>&1; then mlir_opt=$c; break; fi
  done
fi
cute_opt=$build/bin/cute-opt
gen=$build/bin/gen_cute_module
for f in "$cute_opt" "$gen"; do
  [[ -x $f ]] || { echo "cute_opt_bench: $f not built" >&2; exit 2; }
done
[[ -n $mlir_opt ]] || { echo "cute_opt_bench: no mlir-opt found" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "cute_opt_bench: needs /usr/bin/time (GNU time)" >&2; exit 2; }

work=$(mktemp -d)
[[ ${KEEP:-0} = 1 ]] && echo "work directory: $work" || trap 'rm -rf "$work"' EXIT

# run NAME INPUT CMD...: one timed run; appends "seconds MB" to $work/NAME.res
# and keeps the --mlir-timing report of the last run in $work/NAME.timing.
run() {
  local name=$1 input=$2 t0 t1; shift 2
  t0=$(date +%s%N)
  if ! /usr/bin/time -v -o "$work/time.txt" "$@" --mlir-timing "$input" \
       -o "$work/out.mlir" 2>"$work/$name.timing"; then
    echo "cute_opt_bench: failed: $* $input" >&2
    cat "$work/$name.timing" >&2
    exit 1
  fi
  t1=$(date +%s%N)
  # Wall time in ns from date (time -v has 10 ms steps), peak RSS from time.
  awk -F': ' -v ns=$((t1 - t0)) '
    /Maximum resident set size/ { kb = $2 }
    END { printf "%.3f %.1f\n", ns / 1e9, kb / 1024 }' "$work/time.txt" >>"$work/$name.res"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
col() { awk -v c="$2" '{ print $c }' "$1" | median; }
# stage NAME ROW: the seconds of a --mlir-timing row (last run).
stage() {
  awk -v row="$2" '$NF == row { print $1; exit }' \
    "$work/$1.timing"
}

configs=(floor cute fold)
declare -A label=(
  [floor]="mlir-opt --allow-unregistered-dialect"
  [cute]="cute-opt (parse+verify+print)"
  [fold]="cute-opt --cute-fold-static"
)

echo "cute-opt benchmark: $(nproc) CPUs, $("$mlir_opt" --version | grep -o 'LLVM version [0-9.]*'), $reps runs each, median"
for n in $sizes; do
  in=$work/m$n.mlir
  "$gen" "$n" >"$in"
  mb=$(awk -v b="$(stat -c %s "$in")" 'BEGIN { printf "%.1f", b / 1048576 }')
  # The outputs of the floor and of cute-opt must be the same text.
  "$mlir_opt" --allow-unregistered-dialect "$in" -o "$work/a.mlir"
  "$cute_opt" "$in" -o "$work/b.mlir"
  cmp -s "$work/a.mlir" "$work/b.mlir" || { echo "cute_opt_bench: outputs differ" >&2; exit 1; }
  for c in "${configs[@]}"; do rm -f "$work/$c.res"; done
  for ((r = 0; r < reps; r++)); do # interleaved, so drift hits all alike
    run floor "$in" "$mlir_opt" --allow-unregistered-dialect
    run cute "$in" "$cute_opt"
    run fold "$in" "$cute_opt" --cute-fold-static
  done
  fs=$(col "$work/floor.res" 1) fm=$(col "$work/floor.res" 2)
  echo
  echo "N = $n single-op functions ($mb MB of input)"
  printf '  %-40s %9s %9s %8s %8s\n' config seconds "peak MB" "t/floor" "MB/floor"
  for c in "${configs[@]}"; do
    s=$(col "$work/$c.res" 1) m=$(col "$work/$c.res" 2)
    printf '  %-40s %9.3f %9.1f %8.2f %8.2f\n' "${label[$c]}" "$s" "$m" \
      "$(awk -v a="$s" -v b="$fs" 'BEGIN { print a / b }')" \
      "$(awk -v a="$m" -v b="$fm" 'BEGIN { print a / b }')"
    echo "$n $c $s $m" >>"$work/all.res"
  done
  echo "  --mlir-timing stages (s, last run):"
  printf '  %-40s %8s %8s %8s %8s %8s\n' "" Parser CuteVerif Fold Output Total
  for c in "${configs[@]}"; do
    printf '  %-40s %8s %8s %8s %8s %8s\n' "${label[$c]}" \
      "$(stage "$c" Parser)" "$(stage "$c" CuteVerifier)" \
      "$(stage "$c" CuteFoldStatic)" "$(stage "$c" Output)" "$(stage "$c" Total)"
  done
done

set -- $sizes
if [[ $# -ge 2 ]]; then
  echo
  echo "Scaling $1 -> $2 (time ratio; $(awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b / a }') is linear):"
  for c in "${configs[@]}"; do
    awk -v c="$c" -v lo="$1" -v hi="$2" -v l="${label[$c]}" '
      $2 == c && $1 == lo { a = $3 } $2 == c && $1 == hi { b = $3 }
      END { printf "  %-40s %6.1f\n", l, b / a }' "$work/all.res"
  done
fi
