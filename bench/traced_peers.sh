#!/usr/bin/env bash
# NVIDIA's own CuTe DSL examples, two builds of each, timed in one run on a
# GPU machine: the kernel cute-c compiles from the IR NVIDIA traced for
# the example (test/GPU/build_cute_dsl_kernels.sh, run by test/GPU's
# runners) and the kernel CuTe DSL builds from the example script itself.
# Same shapes and layouts; prints microseconds per launch (the mean over
# back-to-back launches, as CuTe DSL's benchmark takes it) and the ratio.
# For the Hopper examples also CuTe DSL's own cubin (kept by
# CUTE_DSL_KEEP=cubin in the first round) launched by our runner
# (run_dense_gemm --foreign) on our runner's data: the two builds through
# one harness, so that what the harnesses differ by stays out of the
# ratio (docs/cute-dsl-import.md).
#
#   here:     bench/traced_peers.sh build BUILD_DIR OUT_DIR
#             (TRACED=folder of NVIDIA's *_0_.mlir or MIRROR=a clone of
#             NVIDIA/cutlass, as build_cute_dsl_kernels.sh takes them;
#             OUT_DIR is carried to the GPU machine)
#   on a GPU: [REPS=N] OUT_DIR/traced_peers.sh run OUT_DIR
#             [NVIDIA_EXAMPLES_DIR] (REPS: runs of each case, ours and
#             CuTe DSL's alternately, medians printed; default 1)
#             (NVIDIA_EXAMPLES_DIR holds elementwise_add.py, sgemm.py,
#             tensorop_gemm.py, dense_gemm.py and dense_gemm_persistent.py
#             of the commit the IR was traced at, and peers' dsl_wrap.py,
#             which also reports the wall time of cute.compile: optional
#             for the Ampere scripts, needed for the Hopper ones, which
#             print no time of their own; cutlass must be on PYTHONPATH);
#             ONLY=REGEX runs the cases whose name matches (bash =~), e.g.
#             ONLY='dense_gemm.* (4096|2048)'
set -euo pipefail
mode=${1:-}
case $mode in
build)
  build=$2 out=$3
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  bash "$here/../test/GPU/build_cute_dsl_kernels.sh" "$build" "$out/dsl"
  # .mlir to cubin here, best of three, for the report.
  for entry in elementwise_add:sm_90 sgemm:sm_90 tensorop_gemm:sm_90 \
    dense_gemm:sm_90a dense_gemm_persistent:sm_90a; do
    name=${entry%:*} chip=${entry#*:}
    best=
    for _ in 1 2 3; do
      t0=$(date +%s.%N)
      "$build/bin/cute-translate" --mlir-to-cubin --chip="$chip" --opt-level=3 \
        "$out/dsl/$name.mlir" -o /dev/null
      t=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }')
      [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }' && best=$t
    done
    echo "  cute-c .mlir to cubin ($name, $(nproc)-core build machine): $best s"
  done >"$out/dsl/compile_times.txt"
  cat "$out/dsl/compile_times.txt"
  cp "$here/traced_peers.sh" "$out/"
  mkdir -p "$out/peers" && cp "$here/peers/stats.sh" "$out/peers/"
  echo "built $out (run: $out/traced_peers.sh run $out [NVIDIA_EXAMPLES_DIR])"
  ;;
run)
  dir=$2/dsl nv=${3:-}
  # shellcheck source-path=SCRIPTDIR source=peers/stats.sh
  . "$(dirname "${BASH_SOURCE[0]}")/peers/stats.sh"
  nvidia() { # script args... -> mean us (empty without CuTe DSL)
    [[ -n $nv ]] || return 0
    local wrap=()
    [[ -f $nv/dsl_wrap.py ]] && wrap=("$nv/dsl_wrap.py")
    python3 "${wrap[@]}" "$nv/$1" "${@:2}" >"$log" 2>&1 || true
    sed -n 's/^\[wrap\] cute.compile #1 wall_s=\([0-9.]*\).*/  CuTe DSL cute.compile: \1 s/p' \
      "$log" >&2
    # dsl_wrap's mean first; the scripts' own lines without it.
    { sed -n 's/^\[wrap\] benchmark mean_us=\([0-9.]*\).*/\1/p' "$log"
      sed -n -e 's/.*Execution time: \([0-9.]*\) microseconds.*/\1/p' \
             -e 's/.*Kernel execution time: \([0-9.]*\) ms.*/\1e3/p' "$log"; } |
      awk '{ printf "%.2f\n", $1 + 0 }' | head -1
  }
  ours() { # [--foreign CUBIN] runner args... -> mean us; the correctness line to stderr
    local f=()
    [[ $1 == --foreign ]] && f=("$1" "$2") && shift 2
    "$dir/run_$1" "${f[@]}" "$dir" "${@:2}" >"$log" 2>&1 || { cat "$log" >&2; return 0; }
    grep -v mean_us "$log" >&2
    sed -n 's/.* mean_us=\([0-9.]*\) .*/\1/p' "$log"
  }
  row() { # case ours_us nvidia_us [nvidia's cubin in our runner, us]
    printf '%-34s %10s %10s %8s' "$1" "$2" "$3" "$(ratio "$3" "$2")"
    [[ -z ${4:-} ]] || printf ' %10s %8s' "$4" "$(ratio "$4" "$2")"
    printf '\n'
  }
  # REPS (default 1) runs of each case, ours and CuTe DSL's alternately;
  # a row gives the medians (the builds are within 1-2% of each other,
  # as much as one run moves).
  reps=${REPS:-1}
  # With FOREIGN=1 (the Hopper rows), CuTe DSL's cubin of the first
  # round (CUTE_DSL_KEEP) is also run by our runner each round.
  cmp() { # case; ours args as one string; nvidia args...
    local name=$1 args=$2 o=() v=() x=() cubin=""
    shift 2
    [[ -z ${ONLY:-} || $name =~ $ONLY ]] || return 0
    for ((r = 0; r < reps; ++r)); do
      # shellcheck disable=SC2086
      o+=("$(ours $args)")
      if [[ ${FOREIGN:-0} == 1 && -n $nv && $r == 0 ]]; then
        rm -rf "$keep" && mkdir -p "$keep"
        v+=("$(CUTE_DSL_KEEP=cubin CUTE_DSL_DUMP_DIR=$keep nvidia "$@")")
        cubin=$(find "$keep" -name '*.cubin' | head -1)
        [[ -n $cubin ]] || echo "  CuTe DSL kept no cubin in $keep" >&2
      else
        v+=("$(nvidia "$@")")
      fi
      # shellcheck disable=SC2086
      [[ -z $cubin ]] || x+=("$(ours --foreign "$cubin" $args)")
    done
    row "$name" "$(median "${o[@]}")" "$(median "${v[@]}")" "$(median "${x[@]}")"
  }
  log=$(mktemp) keep=$(mktemp -d)
  trap 'rm -rf "$log" "$keep"' EXIT
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  printf '%-34s %10s %10s %8s %10s %8s\n' case cute-c_us CuTeDSL_us DSL/ours \
    DSLcubin_us cubin/ours
  [[ -f $dir/compile_times.txt ]] && cat "$dir/compile_times.txt"
  for mn in 16384,16384 4096,4096 8191,12289 8192,12288; do
    m=${mn%,*} n=${mn#*,}
    cmp "elementwise_add f32 ${m}x${n}" "elementwise_add $m $n 200" \
      elementwise_add.py --M "$m" --N "$n" --benchmark \
      --warmup_iterations 5 --iterations 200 --skip_ref_check
  done
  # The traced sgemm's A is static, (256,64): the trace's problem.
  cmp "sgemm f32 256x512x64" "sgemm 1000" \
    sgemm.py --mnk 256,512,64 --warmup_iterations 5 --iterations 1000 \
    --skip_ref_check
  for s in 8192 4096 2048; do
    cmp "tensorop_gemm f16 ${s}^3 (m,n,n)" "tensorop_gemm $s $s $s 50" \
      tensorop_gemm.py --mnkl "$s,$s,$s,1" --warmup_iterations 5 \
      --iterations 50 --skip_ref_check
  done
  # Hopper: the traced configuration (the scripts' default: 128x128 tiles,
  # cluster 1x1, A and B K-major, C N-major).
  for name in dense_gemm dense_gemm_persistent; do
    for s in 8192 4096 2048; do
      FOREIGN=1 cmp "$name f16 ${s}^3 (k,k,n)" "$name $s $s $s 50" \
        "$name.py" --mnkl "$s,$s,$s,1" --warmup_iterations 5 \
        --iterations 50 --skip_ref_check
    done
  done
  echo "microseconds per launch; DSL/ours > 1 means the cute-c build is faster;"
  echo "DSLcubin: CuTe DSL's own cubin of the row, launched by our runner on its data."
  ;;
*)
  sed -n '2,/^set -euo/p' "$0" | sed '$d' >&2
  exit 2
  ;;
esac
