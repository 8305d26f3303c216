#!/usr/bin/env bash
# The GEMM examples beside their peers, on a GPU machine, in one run:
# ours (python-free-examples/gemm), cuBLAS through torch (peers/torch_gemm.py:
# the same problem, layouts and data distribution, TF32 off) and, when
# CuTe DSL is importable and NVIDIA's example scripts are given, NVIDIA's
# sgemm.py and tensorop_gemm.py. Prints TFLOP/s per case and the ratios.
#
#   here:     bench/gemm_peers.sh build BUILD_DIR OUT_DIR
#             (compiles the kernels and copies the host program and
#             torch_gemm.py into OUT_DIR, which is carried to the GPU)
#   on a GPU: OUT_DIR/gemm_peers.sh run OUT_DIR [NVIDIA_EXAMPLES_DIR]
#             (NVIDIA_EXAMPLES_DIR holds sgemm.py and tensorop_gemm.py of
#             NVIDIA/cutlass examples/python/CuTeDSL/cute/ampere/kernel/
#             dense_gemm, the Hopper scripts, and peers' dsl_wrap.py, which
#             the Hopper scripts need for a time; cutlass must be on
#             PYTHONPATH)
# SIZE (default 8192) sets M = N = K; ONLY (sgemm, hgemm, bgemm or
# hopper) runs the rows of one kernel; REPS (default 1) runs each case
# that many rounds, ours, cuBLAS and the peer in turn, and prints the
# medians and each round's ours/cuBLAS. The hopper rows (hopper.mlir.in:
# wgmma, TMA, warp specialised, persistent, in clusters of one or two)
# compare f16 and bf16 with cuBLAS for every layout pair, fp8 e4m3 with
# torch._scaled_mm, and f16 and bf16 both K-major with CuTe DSL's
# dense_gemm_persistent.py (f16 also dense_gemm.py; tile 128x256, clusters
# 2x1) when NVIDIA_EXAMPLES_DIR holds them; the bgemm rows time
# tensorop_gemm.py in bf16; SHAPES (default "4096 2048") adds
# square sizes, and SKINNY (default 128 x SIZE x SIZE, 256 x SIZE x SIZE
# and SIZE x 128 x SIZE, the shapes gemm.c runs with narrower tiles)
# skinny ones, all K-major. Ours and cuBLAS are timed by the median of
# 20 launches after 5 warm-up ones, CuTe DSL's scripts by the mean of 50
# back-to-back launches after 5 (cutlass.testing.benchmark). ITERS (1 to
# 100000) times all three by the mean of that many back-to-back launches
# after 5 instead (gemm --iterations, torch_gemm.py --iterations, the
# scripts' --iterations): the method of the peers' anchors (100).
# SUSTAIN_MS times ours and cuBLAS by the mean of back-to-back launches
# over that many milliseconds (gemm --sustain-ms, torch_gemm.py
# --sustain-ms): a GPU at its power limit lowers its clock over the first
# second of load, so this is the rate of a long series.
set -euo pipefail
mode=${1:-}
case $mode in
build)
  build=$2 out=$3
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  bash "$here/../scripts/build-examples.sh" "$build" "$out/examples"
  cp "$here/peers/torch_gemm.py" "$here/peers/cuda_timing.py" "$here/gemm_peers.sh" "$out/"
  mkdir -p "$out/peers" && cp "$here/peers/stats.sh" "$out/peers/"
  echo "built $out (run: $out/gemm_peers.sh run $out [NVIDIA_EXAMPLES_DIR])"
  ;;
run)
  dir=$2 nv=${3:-}
  # shellcheck source-path=SCRIPTDIR source=peers/stats.sh
  . "$(dirname "${BASH_SOURCE[0]}")/peers/stats.sh"
  n=${SIZE:-8192}
  mnk=${n}x${n}x${n}
  tf() { # us [MxNxK] -> TFLOP/s (of $mnk by default)
    awk -v us="$1" -v s="${2:-$mnk}" 'BEGIN { split(s, d, "x");
      printf "%.1f", 2 * d[1] * d[2] * d[3] / (us * 1e-6) / 1e12 }'
  }
  count() { # NAME VALUE MAX UNIT: VALUE empty or 1 to MAX, else exit 2
    [[ -z $2 || $2 =~ ^[1-9][0-9]*$ && ${#2} -le ${#3} && $2 -le $3 ]] ||
      { echo "gemm_peers.sh: $1 '$2': want 1 to $3 $4" >&2; exit 2; }
  }
  sustain=${SUSTAIN_MS:-} iters=${ITERS:-}
  count SUSTAIN_MS "$sustain" 60000 ms
  count ITERS "$iters" 100000 launches
  [[ -z $iters || -z $sustain ]] ||
    { echo "gemm_peers.sh: ITERS and SUSTAIN_MS: one series only" >&2; exit 2; }
  timed=(${iters:+--iterations "$iters"} ${sustain:+--sustain-ms "$sustain"})
  dsliters=${iters:-50}
  us() { # a --bench line on stdin -> its median (ITERS, SUSTAIN_MS: mean) us
    sed -n 's/^bench .* \(median\|mean\)_us=\([0-9.]*\) .*/\2/p'
  }
  ours() { # kernel major -> us
    (cd "$dir/examples" && ./gemm . --kernel "$1" --major "$2" --mnk "$mnk" --bench "${timed[@]}") | us
  }
  torch() { # dtype major -> us
    python3 "$dir/torch_gemm.py" --dtype "$1" --major "$2" --mnk "$mnk" "${timed[@]}" | us
  }
  nvidia() { # script args... -> mean us (empty without CuTe DSL or args)
    [[ -n $nv && $# -gt 0 ]] || return 0
    # NVIDIA's current Hopper scripts print no time: with peers'
    # dsl_wrap.py beside them, its timing of their benchmark call first.
    local wrap=()
    [[ -f $nv/dsl_wrap.py ]] && wrap=("$nv/dsl_wrap.py")
    python3 "${wrap[@]}" "$nv/$1" "${@:2}" 2>/dev/null |
      sed -n -e 's/^\[wrap\] benchmark mean_us=\([0-9.]*\).*/\1/p' \
             -e 's/.*Execution time: \([0-9.]*\) microseconds.*/\1/p' \
             -e 's/.*Kernel execution time: \([0-9.]*\) ms.*/\1e3/p' |
      awk '{ printf "%.1f\n", $1 + 0 }' | head -1
  }
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  [[ -z $iters ]] || echo "ours, cuBLAS and CuTe DSL: the mean of $iters back-to-back launches each"
  [[ -z $sustain ]] || echo "ours and cuBLAS: the mean of back-to-back launches over $sustain ms each"
  mnkl() { echo "${mnk//x/,},1"; }
  printf '%-32s %10s %10s %10s %8s %8s\n' case ours cuBLAS NVIDIA ours/cuB ours/NV
  row() { # name ours_us cublas_us nvidia_us
    local o=$2 c=$3 v=$4
    printf '%-32s %10s %10s %10s %8s %8s\n' "$1" "$(tf "$o")" "$(tf "$c")" \
      "${v:+$(tf "$v")}" "$(ratio "$c" "$o")" "$(ratio "$v" "$o")"
  }
  want() { [[ -z ${ONLY:-} || $ONLY == "$1" ]]; }
  # REPS (default 1) rounds of a case, ours, cuBLAS and the peer in turn
  # each round; the row has the medians, and with REPS > 1 a line below
  # it each round's ours/cuBLAS (the ratio moves with both clocks).
  reps=${REPS:-1}
  trio() { # name "ours args" "torch args" [peer function and args...]
    local name=$1 oa=$2 ta=$3 o=() c=() v=() r q=()
    shift 3
    for ((r = 0; r < reps; ++r)); do
      # shellcheck disable=SC2086
      o+=("$(ours $oa)")
      # shellcheck disable=SC2086
      c+=("$(torch $ta)")
      v+=("$("$@")")
      q+=("$(ratio "${c[r]}" "${o[r]}")")
    done
    row "$name" "$(median "${o[@]}")" "$(median "${c[@]}")" "$(median "${v[@]}")"
    ((reps == 1)) || echo "  rounds ours/cuB: ${q[*]}"
  }
  for ab in mk mn kn kk; do
    want sgemm || continue
    trio "sgemm fp32 $ab ${n}^3" "sgemm $ab" "f32 $ab" \
      nvidia sgemm.py --mnk "$n,$n,$n" --a_major "${ab:0:1}" --b_major "${ab:1:1}"
  done
  tensorop() { # AB [dtype args...] -> CuTe DSL's tensorop_gemm.py, mean us
    nvidia tensorop_gemm.py --mnkl "$n,$n,$n,1" --a_major "${1:0:1}" \
      --b_major "${1:1:1}" "${@:2}" --warmup_iterations 5 --iterations "$dsliters" \
      --skip_ref_check
  }
  for ab in mk mn kn kk; do
    want hgemm && trio "hgemm f16 $ab ${n}^3" "hgemm $ab" "f16 $ab" tensorop $ab
    want bgemm && trio "bgemm bf16 $ab ${n}^3" "bgemm $ab" "bf16 $ab" \
      tensorop $ab --ab_dtype BFloat16 --c_dtype BFloat16
  done
  if want hopper; then
    dsl=(--tile_shape_mn 128,256 --cluster_shape_mn 2,1 --warmup_iterations 5
         --iterations "$dsliters" --skip_ref_check)
    bf=(--a_dtype BFloat16 --b_dtype BFloat16 --c_dtype BFloat16)
    for ab in mn mk kn kk; do
      # CuTe DSL's persistent kernel beside the K-major pair only.
      dp=()
      [[ $ab == kk ]] && dp=(nvidia dense_gemm_persistent.py --mnkl "$(mnkl)" "${dsl[@]}")
      trio "hgemm90 f16 $ab ${n}^3" "hgemm90 $ab" "f16 $ab" "${dp[@]}"
      trio "hgemm90c f16 $ab ${n}^3" "hgemm90c $ab" "f16 $ab" "${dp[@]}"
      [[ $ab == kk ]] && dp+=("${bf[@]}")
      trio "bgemm90 bf16 $ab ${n}^3" "bgemm90 $ab" "bf16 $ab" "${dp[@]}"
      trio "bgemm90c bf16 $ab ${n}^3" "bgemm90c $ab" "bf16 $ab" "${dp[@]}"
    done
    trio "hgemm90 f16 kk (dense_gemm)" "hgemm90 kk" "f16 kk" \
      nvidia dense_gemm.py --mnkl "$(mnkl)" "${dsl[@]}"
    trio "hgemm90s f16->f32 kk ${n}^3" "hgemm90s kk" "f16 kk"
    trio "fgemm90 e4m3 kk ${n}^3" "fgemm90 kk" "e4m3 kk"
    big=$mnk
    for m in ${SHAPES-4096 2048} ${SKINNY-128x${n}x${n} 256x${n}x${n} ${n}x128x${n}}; do
      if [[ $m == *x* ]]; then mnk=$m; else mnk=${m}x${m}x${m}; fi
      trio "hgemm90 f16 kk $mnk" "hgemm90 kk" "f16 kk" \
        nvidia dense_gemm_persistent.py --mnkl "$(mnkl)" "${dsl[@]}"
      trio "bgemm90 bf16 kk $mnk" "bgemm90 kk" "bf16 kk" \
        nvidia dense_gemm_persistent.py --mnkl "$(mnkl)" "${dsl[@]}" "${bf[@]}"
    done
    mnk=$big
  fi
  echo "TFLOP/s; ratios > 1 mean ours is faster (time of the peer / ours)."
  ;;
*)
  sed -n '2,38p' "$0" >&2
  exit 2
  ;;
esac
