#!/usr/bin/env bash
# Writes sgemm.mlir, the four SGEMM kernels (A M- or K-major x B N- or
# K-major), from sgemm.mlir.in: the template's kernel once per variant with
# its operand types, copy atoms, tiled copies, shared-memory layouts and
# predicate layouts substituted, then every result type filled in by
# `cute-opt --cute-infer-result-types` (the template writes result types
# of the right kind only).
# STAGES (default auto: 4; NVIDIA's is 3) sets the number of
# shared-memory stages, BAR (default auto: 3, 4 for kk; 6 is NVIDIA's) the
# k-block whose end waits for the next stage and holds the barrier (6:
# STAGES-1 k-tiles in flight, else STAGES-2; the template says why), SWAP
# (auto or none) whether kn is computed as C^T = B A^T by the mk kernel
# (auto; B is then the M-side operand, A the N-side one, and C is written
# through its transpose: gemm.c passes them so), TILE (default auto: per
# variant, below; 128x128 is NVIDIA's) the CTA tile and threads: auto,
# 128x128, or BMxBN:TMxTN for every variant (a
# TM x TN grid of threads, each owning BM/TM x BN/TN values of C; BM/TM
# and BN/TN multiples of 4; gemm's --tile BMxBNxNT must then say the same).
# KCOPY (auto, cp, rs, rsA or rsB) says how K-major operands reach shared
# memory: 4-byte cp.async copies, or register-staged (rs: both, rsA/rsB:
# that one): 16-byte loads into registers at the start of a k-tile,
# stored one value at a time at its end (such an operand's K must be a
# multiple of 4, which its type says). auto: A register-staged for kk
# (48.9 against 45.7 TFLOP/s with both copied 4 bytes at a time, 8192^3 on
# an H200; staging B as well, 46.6; kn gains nothing: 48.8 against 49.0).
# usage: gen-sgemm.sh CUTE_OPT OUT.mlir
set -euo pipefail
# The barrier's place matters most (8192^3 on an H100, TFLOP/s, against
# NVIDIA's: barrier just before k-block 7, 3 stages): mn 52.5 / 50.9, mk
# 51.2 / 48.6 with BAR=3; kk 49.6 / 48.1 with BAR=4 (49.2 with 5, 48.9
# with 3). There ptxas moves k-block 7's FFMAs above the barrier, so the
# shared-memory loads after it wait with no work beside them; ncu counted
# 0.21 dispatch and 0.12 barrier stall cycles per issued instruction
# there, against cuBLAS's 0.10 and 0.08. kn as C^T = B A^T
# runs at the mk kernel's speed (50.2-50.6; its own 128x128 kernel, whose
# 4-byte copies of A cost 38 more instructions a k-tile than mn's, 49.6
# at best).
if [[ ${STAGES:-auto} != auto ]] && ! [[ $STAGES =~ ^[2-4]$ ]]; then
  echo "gen-sgemm.sh: STAGES must be auto or 2..4 (gemm.c's shared memory), got '$STAGES'" >&2
  exit 2
fi
if [[ ${BAR:-auto} != auto ]] && ! [[ $BAR =~ ^[0-6]$ ]]; then
  echo "gen-sgemm.sh: BAR must be auto or 0..6, got '$BAR'" >&2
  exit 2
fi
case ${SWAP:-auto} in auto | none) ;; *)
  echo "gen-sgemm.sh: SWAP must be auto or none, got '$SWAP'" >&2
  exit 2
  ;;
esac
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cute_opt=$1 out=$2
tmpl=$here/sgemm.mlir.in
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# The CTA tile: BM x BN x 8, NT threads as a TM x TN grid of FMA atoms,
# each thread owning VA x VB values of C (four-value runs along M and N,
# read from shared memory 16 bytes at a time). Per variant: an M-major A
# takes 256x64 with 128 threads (cuBLAS's shape on the H100: 128 values of
# C a thread; 0.952-0.967x cuBLAS against 0.936x for 128x128, MEASUREMENTS.md);
# a K-major A 128x128 with 128 threads (8x16 of them, 16x8 values each:
# kn 49.7 against 47.0 TFLOP/s for NVIDIA's 256 threads at 8192^3 on an
# H200; kk with A register-staged, below, 48.9 against 45.8). TILE=128x128
# gives every variant NVIDIA's tile.
tileOf() { # variant -> bm bn nt tm tn
  case ${TILE:-auto}:$1 in
  auto:mn | auto:mk) bm=256 bn=64 nt=128 tm=16 tn=8 ;;
  auto:kn | auto:kk) bm=128 bn=128 nt=128 tm=8 tn=16 ;;
  128x128:[mk][nk]) bm=128 bn=128 nt=256 tm=16 tn=16 ;;
  *)
    if [[ ${TILE:-} =~ ^([0-9]+)x([0-9]+):([0-9]+)x([0-9]+)$ ]]; then
      bm=${BASH_REMATCH[1]} bn=${BASH_REMATCH[2]}
      tm=${BASH_REMATCH[3]} tn=${BASH_REMATCH[4]} nt=$((tm * tn))
      if ((bm % (4 * tm) || bn % (4 * tn) || nt % 8 || nt > 1024)); then
        echo "gen-sgemm.sh: TILE '$TILE': BM/TM and BN/TN must be multiples of 4, TMxTN a multiple of 8 up to 1024" >&2
        exit 2
      fi
    else
      echo "gen-sgemm.sh: TILE must be auto, 128x128 or BMxBN:TMxTN, got '$TILE'" >&2
      exit 2
    fi
    ;;
  esac
  va=$((bm / tm)) vb=$((bn / tn))
  tmma="!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <\"($tm,$tn,1):($tn,1,0)\">, permutation_MNK = <\"[($tm,4):(4,1);($tn,4):(4,1);_]\">>"
}

# One operand's substitutions: prefix A or B, its extent e (BM or BN),
# contiguous mode ("mn" = M- or N-major, or "k"). M/N-major operands take
# 128-bit cp.async copies (NT/2 rows of 4 values per copy; e/(NT/2) each
# per tile); K-major ones 32-bit copies (one element, NT/8 rows apart,
# threads along K first; 8e/NT each) into shared memory padded by 4 rows
# against bank conflicts.
# sed replacement text: escape & and the delimiter |.
esc() { printf '%s' "$1" | sed -e 's/[&|\\]/\\&/g'; }
operand() {
  local x=$1 e=$2 major=$3 ty atom tc sl n p pr cos
  if [[ $major == mn ]]; then
    ty='!cute.memref<f32, gmem, align<16>, "(?,?):(1,?{i64 div=4})">'
    atom='!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>'
    tc="!cute.tiled_copy<$atom, layout_copy_tv = <\"($nt,4):(4,1)\">, tiler_mn = <\"[$((nt / 2)):1;8:1]\">>"
    sl="!cute.layout<\"($e,8,$st):(1,$e,$((8 * e)))\">" n=$((2 * e / nt)) cos=$((8 * e * st))
  elif [[ $major == kr ]]; then
    # Register-staged: NT/2 rows of two 16-byte loads (4 values along K
    # each, consecutive threads along K first), 2e/NT each per tile.
    local atoms='!cute_nvgpu.atom.universal_copy<f32, 32 b>'
    local tv="((2,$((nt / 2))),4):(($((2 * nt)),1),$((nt / 2)))" tl="[$((nt / 2)):1;8:1]"
    ty='!cute.memref<f32, gmem, align<16>, "(?,?{div=4}):(?{i64 div=4},1)">'
    atom='!cute_nvgpu.atom.universal_copy<f32, 128 b>'
    tc="!cute.tiled_copy<$atom, layout_copy_tv = <\"$tv\">, tiler_mn = <\"$tl\">>"
    sl="!cute.layout<\"($e,8,$st):(1,$((e + 4)),$((8 * (e + 4))))\">" n=$((2 * e / nt))
    cos=$((8 * (e + 4) * st))
    printf 's|!%s\\b|%s|g\n' "ATOM${x}S" "$(esc "$atoms")" \
      "TC${x}S" "$(esc "!cute.tiled_copy<$atoms, layout_copy_tv = <\"$tv\">, tiler_mn = <\"$tl\">>")" \
      "RL$x" "$(esc "!cute.layout<\"((4,1),$n,1):((1,0),4,0)\">")" \
      "RSL$x" "$(esc "!cute.layout<\"((1,4),$n,1):((0,1),4,0)\">")"
    printf 's|@VR%s@|%s|g\n' "$x" $((4 * n))
  else
    ty='!cute.memref<f32, gmem, "(?,?):(?{i64},1)">'
    atom='!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>'
    tc="!cute.tiled_copy<$atom, layout_copy_tv = <\"((8,$((nt / 8))),1):(($((nt / 8)),1),0)\">, tiler_mn = <\"[$((nt / 8)):1;8:1]\">>"
    sl="!cute.layout<\"($e,8,$st):(1,$((e + 4)),$((8 * (e + 4))))\">" n=$((8 * e / nt))
    cos=$((8 * (e + 4) * st))
  fi
  p="(1,$n,1):($n,1,0)" pr="(1,$n,1):($n,1,1)"
  printf 's|!%s\\b|%s|g\n' "$x" "$(esc "$ty")" \
    "ATOM$x" "$(esc "$atom")" "TC$x" "$(esc "$tc")" "SL$x" "$(esc "$sl")" \
    "PL${x}R" "$(esc "!cute.layout<\"$pr\">")" "PL$x" "$(esc "!cute.layout<\"$p\">")" \
    "P${x}R" "$(esc "!cute.memref<i8, rmem, \"$pr\">")" \
    "P$x" "$(esc "!cute.memref<i8, rmem, \"$p\">")"
  printf 's|@N%s@|%s|g\n' "$x" "$n"
  [[ $x == A ]] && printf 's|@BOFF@|%s|g\n' "$cos"
  return 0
}
# The register-staged operands of variant $1 (KCOPY): "A", "B", "A B" or "".
staged() {
  local want
  case ${KCOPY:-auto} in
  auto) [[ $1 == kk ]] && want="A" || want="" ;;
  cp) want="" ;;
  rs) want="A B" ;;
  rsA) want="A" ;;
  rsB) want="B" ;;
  *) echo "gen-sgemm.sh: KCOPY must be auto, cp, rs, rsA or rsB, got '$KCOPY'" >&2; exit 2 ;;
  esac
  local out=""
  [[ ${1:0:1} == k && $want == *A* ]] && out="A"
  [[ ${1:1:1} == k && $want == *B* ]] && out="${out:+$out }B"
  printf '%s' "$out"
}
# Each operand keeps its `// CP:x` lines when copied by cp.async, its
# `// RS:x` lines when register-staged; then the tags go.
modeLines() { # staged operands
  local x
  for x in A B; do
    if [[ " $1 " == *" $x "* ]]; then
      printf '/\\/\\/ CP:%s$/d\n' "$x"
    else
      printf '/\\/\\/ RS:%s$/d\n' "$x"
    fi
  done
  printf 's| // [CR][PS]:[AB]$||\n'
}
# The tile's substitutions (tileOf's values).
config() {
  printf 's|@BM@|%s|g; s|@BN@|%s|g; s|@NT@|%s|g; s|@VA@|%s|g; s|@VB@|%s|g; s|@NC@|%s|g\n' \
    "$bm" "$bn" "$nt" "$va" "$vb" $((va * vb))
  # In flight: ST-1 k-tiles when the barrier closes k-block 6, else ST-2
  # (the template says why).
  local pd=$((st - 2))
  ((bar == 6)) && pd=$((st - 1))
  printf 's|@ST@|%s|g; s|@ST1@|%s|g; s|@WG@|%s|g; s|@BAR@|%s|g\n' \
    "$st" $pd $((pd - 1)) "$bar"
}

{
  sed -n '1,/^gpu.module @kernels {$/p' "$tmpl"
  for v in mn mk kn kk; do
    # w: the kernel that computes v (kn as C^T = B A^T: mk's, with C
    # written through its transpose).
    w=$v ct='(?,?):(?{i64},1)'
    if [[ $v == kn && ${SWAP:-auto} == auto ]]; then w=mk ct='(?,?):(1,?{i64})'; fi
    st=${STAGES:-auto} bar=${BAR:-auto}
    [[ $st == auto ]] && st=4
    if [[ $bar == auto ]]; then [[ $w == kk ]] && bar=4 || bar=3; fi
    if ((bar < 6 && st < 3)); then
      echo "gen-sgemm.sh: BAR below 6 needs STAGES >= 3 (got BAR=$bar STAGES=$st)" >&2
      exit 2
    fi
    a=${w:0:1} b=${w:1:1}
    [[ $a == m ]] && am=mn || am=k
    [[ $b == n ]] && bmaj=mn || bmaj=k
    tileOf "$w"
    rs=$(staged "$w")
    [[ $rs == *A* ]] && am=kr
    [[ $rs == *B* ]] && bmaj=kr
    ksrc=A
    [[ $rs == B ]] && ksrc=B
    script=$( (modeLines "$rs"
               operand A "$bm" "$am"; operand B "$bn" "$bmaj"
               printf 's|@KSRC@|%s|g\n' "$ksrc"
               printf 's|@NAME@|%s|g\n' "$v"
               printf 's|!TM\\b|%s|g\n' "$(printf '%s' "$tmma" | sed -e 's/[&|\\]/\\&/g')"
               config
               printf 's|!C\\b|%s|g\n' "!cute.memref<f32, gmem, \"$ct\">") )
    sed -n '/^gpu.module @kernels {$/,$p' "$tmpl" | sed '1d;$d' | sed -e "$script"
  done
  echo "}"
} >"$tmp"
"$cute_opt" --cute-infer-result-types "$tmp" -o "$out"
