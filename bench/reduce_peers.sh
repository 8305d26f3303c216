#!/usr/bin/env bash
# The reductions and the transpose of python-free-examples beside PyTorch,
# on a GPU machine, in one run: row_reduce --bench and peers/torch_reduce.py
# on the same shapes and the same data (the same formula), each timed the
# same way (CUDA events around each of 50 launches issued back to back
# after 5 warm-up launches, the median; no cache flush between launches,
# so inputs under the 50 MB L2 are read from it, for both), then a table
# of ours, torch and ours/torch per case with the geometric mean and the
# worst ratio; then the transpose on the same shapes beside a
# device-to-device copy of its input (cuMemcpyDtoD, timed the same way).
#
#   here:     bench/reduce_peers.sh build BUILD_DIR OUT_DIR
#             (compiles the kernels, copies the programs, torch_reduce.py
#             and this script into OUT_DIR, which is carried to the GPU)
#   on a GPU: OUT_DIR/reduce_peers.sh run OUT_DIR
#
# The sweep: the shapes of issue 19's table plus M, N in {1, 3, 32, 1000,
# 4096, 65536, 1048576} where M*N*4 bytes fit in 1 GiB. SHAPES (e.g.
# "16x1048576 3x3") replaces it; DTYPES (default f32), OPS (default sum)
# and DIMS (default "rows cols") pick the cases; TRANSPOSE=0 skips the
# transpose, REDUCE=0 the reductions (and PyTorch); EXPLORE=1 runs
# `row_reduce --explore` (every kernel variant and split count of the
# sums) and `transpose --explore` (each transpose kernel with several
# block orders) instead of the comparison.
set -euo pipefail
mode=${1:-}
sweep() {
  echo 16x1048576 131072x32 32768x128 65536x1024 4096x4096 16384x16384
  local m n
  for m in 1 3 32 1000 4096 65536 1048576; do
    for n in 1 3 32 1000 4096 65536 1048576; do
      ((m * n <= 268435456)) || continue
      [[ ${m}x$n == 4096x4096 ]] || echo "${m}x$n"
    done
  done
}
# The reductions beside PyTorch (uses dir and args).
reductions() {
  ours=$(mktemp) theirs=$(mktemp)
  trap 'rm -f "$ours" "$theirs"' EXIT
  (cd "$dir/examples" && ./row_reduce . --bench "${args[@]}") | tee "$ours" |
    grep -v '^bench' || true
  python3 "$dir/torch_reduce.py" "${args[@]}" | tee "$theirs" | grep -v '^bench'
  # Join on "dim op dtype MxN"; ratio = ours / torch time (< 1: ours faster).
  awk 'FNR == NR && /^bench / {
         for (i = 6; i <= NF; ++i) if ($i ~ /^median_us=/) tu[$2" "$3" "$4" "$5] = substr($i, 11)
         next }
       /^bench / { k = $2" "$3" "$4" "$5; u = ""; kern = ""
         for (i = 6; i <= NF; ++i) {
           if ($i ~ /^median_us=/) u = substr($i, 11)
           if ($i ~ /^kernel=/) kern = substr($i, 8)
           if ($i ~ /^splits=/) kern = kern "/" substr($i, 8) }
         if (!(k in tu)) next
         r = u / tu[k]; n++; lg += log(r); dl[$2] += log(r); dn[$2]++
         if (r > worst) { worst = r; wk = k }
         printf "%-34s %-22s %10.2f %10.2f %7.3f\n", k, kern, u, tu[k], r }
       BEGIN { printf "%-34s %-22s %10s %10s %7s\n", "case", "kernel/splits", "ours_us", "torch_us", "ratio" }
       END { for (d in dl) printf "geomean %s: %.3f (%d cases)\n", d, exp(dl[d] / dn[d]), dn[d]
             printf "geomean all: %.3f (%d cases); worst %.3f (%s)\n", exp(lg / n), n, worst, wk }' \
    "$theirs" "$ours"
  echo "ratio = ours / torch time: below 1 ours is faster."
}
case $mode in
build)
  build=$2 out=$3
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  bash "$here/../scripts/build-examples.sh" "$build" "$out/examples"
  cp "$here/peers/torch_reduce.py" "$here/peers/cuda_timing.py" "$here/reduce_peers.sh" "$out/"
  echo "built $out (run: $out/reduce_peers.sh run $out)"
  ;;
run)
  dir=$(cd "$2" && pwd)
  read -r -a shapes <<<"${SHAPES:-$(sweep | tr '\n' ' ')}"
  args=()
  for s in "${shapes[@]}"; do args+=(--shape "$s"); done
  for t in ${DTYPES:-f32}; do args+=(--dtype "$t"); done
  for o in ${OPS:-sum}; do args+=(--op "$o"); done
  for d in ${DIMS:-rows cols}; do args+=(--dim "$d"); done
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  targs=()
  for s in "${shapes[@]}"; do targs+=(--shape "$s"); done
  if [[ ${EXPLORE:-0} == 1 ]]; then
    [[ ${REDUCE:-1} == 0 ]] || (cd "$dir/examples" && ./row_reduce . --explore "${args[@]}")
    [[ ${TRANSPOSE:-1} == 0 ]] || (cd "$dir/examples" && ./transpose . --explore "${targs[@]}")
    exit
  fi
  [[ ${REDUCE:-1} == 0 ]] || reductions
  if [[ ${TRANSPOSE:-1} == 1 ]]; then
    # The kernel and block order transpose_plan.c picks for each shape;
    # "large": at least 16 MiB of input.
    (cd "$dir/examples" && ./transpose . --bench "${targs[@]}") |
      awk '/WRONG/ { print; bad = 1 }
           /^bench transpose/ { split($3, s, "="); us = $4; k = $2; g = $6 }
           /^bench copy_dtod / { sub("median_us=", "", us); c = $4; sub("median_us=", "", c)
             split(s[2], mn, "x"); r = 100 * c / us
             big = mn[1] * mn[2] * 4 >= 16777216
             if (big && (worst == "" || r < worst)) { worst = r; ws = s[2] }
             printf "transpose %-14s %-14s %-8s %10.2f us, copy %10.2f us: %5.1f%% of copy%s\n",
                    s[2], k, g, us, c, r, big ? " (large)" : "" }
           END { if (worst != "") printf "worst large shape: %s at %.1f%% of copy\n", ws, worst
                 exit bad }'
  fi
  ;;
*)
  sed -n '2,23p' "$0" >&2
  exit 2
  ;;
esac
