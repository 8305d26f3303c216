#!/usr/bin/env bash
# Writes sgemm.mlir, the four SGEMM kernels (A M- or K-major x B N- or
# K-major), from sgemm.mlir.in: the template's kernel once per variant with
# its operand types, copy atoms, tiled copies, shared-memory layouts and
# predicate layouts substituted, then every result type filled in by
# `cute-opt --cute-infer-result-types` (the template writes result types
# of the right kind only).
# STAGES (default 3, NVIDIA's) sets the number of shared-memory stages,
# TILE (default auto: per variant, below; 128x128 is NVIDIA's) the CTA
# tile and threads.
# usage: gen-sgemm.sh CUTE_OPT OUT.mlir
set -euo pipefail
st=${STAGES:-3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cute_opt=$1 out=$2
tmpl=$here/sgemm.mlir.in
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# The CTA tile: BM x BN x 8, NT threads as a TM x TN grid of FMA atoms,
# each thread owning VA x VB values of C (four-value runs along M and N,
# read from shared memory 16 bytes at a time). Per variant: an M-major A
# takes 256x64 with 128 threads (cuBLAS's shape on the H100: 128 values of
# C a thread; 0.952-0.967x cuBLAS against 0.936x for 128x128, README.md);
# a K-major A NVIDIA's 128x128 with 256 threads, whose 32-bit copies of A
# are then 4 a thread (256x64 would need 16: 43.1 against 46.1 TFLOP/s;
# the mirror, 64x256, measured 45.8 against 47.0 for kn). TILE=128x128
# gives every variant NVIDIA's tile.
tileOf() { # variant -> bm bn nt tm tn
  case ${TILE:-auto}:$1 in
  auto:mn | auto:mk) bm=256 bn=64 nt=128 tm=16 tn=8 ;;
  auto:kn | auto:kk | 128x128:*) bm=128 bn=128 nt=256 tm=16 tn=16 ;;
  *) echo "gen-sgemm.sh: TILE must be auto or 128x128, got '$TILE'" >&2; exit 2 ;;
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
operand() {
  local x=$1 e=$2 major=$3 ty atom tc sl n p pr cos
  if [[ $major == mn ]]; then
    ty='!cute.memref<f32, gmem, align<16>, "(?,?):(1,?{i64 div=4})">'
    atom='!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>'
    tc="!cute.tiled_copy<$atom, layout_copy_tv = <\"($nt,4):(4,1)\">, tiler_mn = <\"[$((nt / 2)):1;8:1]\">>"
    sl="!cute.layout<\"($e,8,$st):(1,$e,$((8 * e)))\">" n=$((2 * e / nt)) cos=$((8 * e * st))
  else
    ty='!cute.memref<f32, gmem, "(?,?):(?{i64},1)">'
    atom='!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>'
    tc="!cute.tiled_copy<$atom, layout_copy_tv = <\"((8,$((nt / 8))),1):(($((nt / 8)),1),0)\">, tiler_mn = <\"[$((nt / 8)):1;8:1]\">>"
    sl="!cute.layout<\"($e,8,$st):(1,$((e + 4)),$((8 * (e + 4))))\">" n=$((8 * e / nt))
    cos=$((8 * (e + 4) * st))
  fi
  p="(1,$n,1):($n,1,0)" pr="(1,$n,1):($n,1,1)"
  # sed replacement text: escape & and the delimiter |.
  esc() { printf '%s' "$1" | sed -e 's/[&|\\]/\\&/g'; }
  printf 's|!%s\\b|%s|g\n' "$x" "$(esc "$ty")" \
    "ATOM$x" "$(esc "$atom")" "TC$x" "$(esc "$tc")" "SL$x" "$(esc "$sl")" \
    "PL${x}R" "$(esc "!cute.layout<\"$pr\">")" "PL$x" "$(esc "!cute.layout<\"$p\">")" \
    "P${x}R" "$(esc "!cute.memref<i8, rmem, \"$pr\">")" \
    "P$x" "$(esc "!cute.memref<i8, rmem, \"$p\">")"
  printf 's|@N%s@|%s|g\n' "$x" "$n"
  [[ $x == A ]] && printf 's|@BOFF@|%s|g\n' "$cos"
  return 0
}
# The tile's substitutions (tileOf's values).
config() {
  printf 's|@BM@|%s|g; s|@BN@|%s|g; s|@NT@|%s|g; s|@VA@|%s|g; s|@VB@|%s|g; s|@NC@|%s|g\n' \
    "$bm" "$bn" "$nt" "$va" "$vb" $((va * vb))
  printf 's|@ST@|%s|g; s|@ST1@|%s|g; s|@WG@|%s|g\n' "$st" $((st - 1)) $((st - 2))
}

{
  sed -n '1,/^gpu.module @kernels {$/p' "$tmpl"
  for v in mn mk kn kk; do
    a=${v:0:1} b=${v:1:1}
    [[ $a == m ]] && am=mn || am=k
    [[ $b == n ]] && bmaj=mn || bmaj=k
    tileOf "$v"
    script=$( (operand A "$bm" "$am"; operand B "$bn" "$bmaj"
               printf 's|@NAME@|%s|g\n' "$v"
               printf 's|!TM\\b|%s|g\n' "$(printf '%s' "$tmma" | sed -e 's/[&|\\]/\\&/g')"
               config
               printf 's|!C\\b|%s|g\n' '!cute.memref<f32, gmem, "(?,?):(?{i64},1)">') )
    sed -n '/^gpu.module @kernels {$/,$p' "$tmpl" | sed '1d;$d' | sed -e "$script"
  done
  echo "}"
} >"$tmp"
"$cute_opt" --cute-infer-result-types "$tmp" -o "$out"
