#!/usr/bin/env bash
# Writes sgemm.mlir, the four SGEMM kernels (A M- or K-major x B N- or
# K-major), from sgemm.mlir.in: the template's kernel once per variant with
# its operand types, copy atoms, tiled copies, shared-memory layouts and
# predicate layouts substituted, then every result type filled in by
# `cute-opt --cute-infer-result-types` (the template writes result types
# of the right kind only).
# STAGES (default 3, NVIDIA's) sets the number of shared-memory stages.
# usage: gen-sgemm.sh CUTE_OPT OUT.mlir
set -euo pipefail
st=${STAGES:-3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cute_opt=$1 out=$2
tmpl=$here/sgemm.mlir.in
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# One operand's substitutions: contiguous mode ("mn" = M- or N-major, or
# "k"), prefix A or B. M/N-major operands take 128-bit cp.async copies (4
# rows each, one per thread per tile); K-major ones 32-bit copies (one
# element, 4 per thread, 32 rows apart) into shared memory padded to 132
# rows against bank conflicts.
operand() {
  local x=$1 major=$2 ty atom tc sl n p pr cos
  if [[ $major == mn ]]; then
    ty='!cute.memref<f32, gmem, align<16>, "(?,?):(1,?{i64 div=4})">'
    atom='!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>'
    tc="!cute.tiled_copy<$atom, layout_copy_tv = <\"(256,4):(4,1)\">, tiler_mn = <\"[128:1;8:1]\">>"
    sl="!cute.layout<\"(128,8,$st):(1,128,1024)\">" n=1 cos=$((1024 * st))
    p='(1,1,1):(1,1,0)' pr='(1,1,1):(1,1,1)'
  else
    ty='!cute.memref<f32, gmem, "(?,?):(?{i64},1)">'
    atom='!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>'
    tc="!cute.tiled_copy<$atom, layout_copy_tv = <\"((8,32),1):((32,1),0)\">, tiler_mn = <\"[32:1;8:1]\">>"
    sl="!cute.layout<\"(128,8,$st):(1,132,1056)\">" n=4 cos=$((1056 * st))
    p='(1,4,1):(4,1,0)' pr='(1,4,1):(4,1,1)'
  fi
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

{
  sed -n '1,/^gpu.module @kernels {$/p' "$tmpl"
  for v in mn mk kn kk; do
    a=${v:0:1} b=${v:1:1}
    [[ $a == m ]] && am=mn || am=k
    [[ $b == n ]] && bm=mn || bm=k
    script=$( (operand A "$am"; operand B "$bm"
               printf 's|@NAME@|%s|g\n' "$v"
               printf 's|@ST@|%s|g; s|@ST1@|%s|g; s|@WG@|%s|g\n' "$st" $((st - 1)) $((st - 2))
               printf 's|!C\\b|%s|g\n' '!cute.memref<f32, gmem, "(?,?):(?{i64},1)">') )
    sed -n '/^gpu.module @kernels {$/,$p' "$tmpl" | sed '1d;$d' | sed -e "$script"
  done
  echo "}"
} >"$tmp"
"$cute_opt" --cute-infer-result-types "$tmp" -o "$out"
