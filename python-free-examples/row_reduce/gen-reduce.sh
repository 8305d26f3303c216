#!/usr/bin/env bash
# Writes reduce.mlir, the reduction kernels, from reduce.mlir.in: each of
# its kernels (between `// @BEGIN NAME` and `// @END NAME`) once per op
# (sum, max), element type (f32, f16, bf16) and strategy, then every cute
# result type filled in by `cute-opt --cute-infer-result-types`.
#
# Kernels, named row_OP_DT_VAR and col_OP_DT_VAR (README.md says which the
# host picks when):
#   row t1  one thread per row, one element per load (any row stride)
#   row g8  8 threads per row, 16-byte loads
#   row w   a warp per row, 16-byte loads
#   row wu  a warp per row, one element per load (any row stride)
#   row b   blocks of grid (M, S): S blocks per row, 16-byte loads
#   row bu  the same, four coalesced one-element loads per tile
#   col v   strips of 8 threads x 16 bytes, 32 row groups, S splits
#   col w   strips of 32 threads x 16 bytes, 8 row groups, S splits
#   col s   strips of 32 threads x 1 element, 8 row groups, S splits
#   col n4  strips of 4 columns, a thread per row (for N <= 4)
#   col t   strips of 256 threads x 16 bytes, a thread per column group
#           (for few rows)
# The 16-byte variants need a row stride that is a multiple of 16 bytes and
# a 16-byte aligned x (their type says so); the others take any.
# usage: gen-reduce.sh CUTE_OPT OUT.mlir
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cute_opt=$1 out=$2
tmpl=$here/reduce.mlir.in
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

section() { sed -n "/^\/\/ @BEGIN $1\$/,/^\/\/ @END $1\$/p" "$tmpl" | sed '1d;$d'; }
esc() { printf '%s' "$1" | sed -e 's/[&|\\]/\\&/g'; }
log2() { local v=$1 l=0; while ((v > 1)); do v=$((v / 2)); l=$((l + 1)); done; echo $l; }

# The element type's substitutions: DT, vector width VEC (16 bytes), the
# tagged lines.
dtype() {
  dt=$1
  case $dt in
  f32) vec=4 keep=F32 drop=EXT ;;
  f16 | bf16) vec=8 keep=EXT drop=F32 ;;
  esac
  printf '/\\/\\/ %s$/d\ns| // %s$||\n' "$drop" "$keep"
  printf 's|@DT@|%s|g\n' "$dt"
}
op() {
  case $1 in
  sum) printf 's|@ID@|0.0|g; s|@COMB@|arith.addf|g; s|@RED@|add|g\n' ;;
  max) printf 's|@ID@|0xFF800000|g; s|@COMB@|arith.maximumf|g; s|@RED@|maximumf|g\n' ;;
  esac
  printf 's|@OP@|%s|g\n' "$1"
}
# x's type: 16-byte aligned rows (aligned) or any (scalar).
xtype() { # dt vec aligned|scalar
  local ty
  if [[ $3 == aligned ]]; then
    ty="!cute.memref<$1, gmem, align<16>, \"(?,?):(?{i64 div=$2},1)\">"
  else
    ty="!cute.memref<$1, gmem, \"(?,?):(?{i64},1)\">"
  fi
  printf 's|!X\\b|%s|g\n' "$(esc "$ty")"
}
rowGrp() { # var G V aligned|scalar
  local g=$2 v=$3 r=$((256 / $2))
  printf 's|@VAR@|%s|g; s|@G@|%s|g; s|@R@|%s|g; s|@V@|%s|g; s|@GV@|%s|g\n' \
    "$1" "$g" "$r" "$v" $((g * v))
  printf 's|@RV@|%s|g; s|@V1@|%s|g; s|@LOGG@|%s|g; s|@VB@|%s|g\n' \
    $((r * v)) $((v - 1)) "$(log2 "$g")" $((v * bytes))
  xtype "$dt" "$vec" "$4"
}
rowBlk() { # var aligned|scalar
  local t tv nv note
  if [[ $2 == aligned ]]; then
    nv=$vec t=$((256 * vec)) tv="(256,$vec):($vec,1)"
    note="thread t: $vec consecutive elements at $vec*t, one 16-byte load"
  else
    nv=4 t=1024 tv="(256,4):(1,256)"
    note="thread t: elements t + 256*[0,4), four loads, each coalesced"
  fi
  printf 's|@VAR@|%s|g; s|@T@|%s|g; s|@TV@|%s|g; s|@NV@|%s|g; s|@TVNOTE@|%s|g\n' \
    "$1" "$t" "$tv" "$nv" "$note"
  xtype "$dt" "$vec" "$2"
}
col() { # var TC V J aligned|scalar
  local tc=$2 v=$3 j=$4 rg=$((256 / $2))
  local tr=$((rg * j))
  printf 's|@VAR@|%s|g; s|@TC@|%s|g; s|@RG@|%s|g; s|@V@|%s|g; s|@J@|%s|g\n' \
    "$1" "$tc" "$rg" "$v" "$j"
  printf 's|@TR@|%s|g; s|@W@|%s|g; s|@TRV@|%s|g; s|@LOGTC@|%s|g; s|@WR@|%s|g; s|@VB@|%s|g; s|@V1@|%s|g\n' \
    "$tr" $((tc * v)) $((tr * v)) "$(log2 "$tc")" $((32 / tc)) $((v * bytes)) $((v - 1))
  xtype "$dt" "$vec" "$5"
}

colThr() { # var J
  local j=$2
  printf 's|@VAR@|%s|g; s|@V@|%s|g; s|@J@|%s|g; s|@W@|%s|g; s|@JV@|%s|g; s|@V1@|%s|g\n' \
    "$1" "$vec" "$j" $((256 * vec)) $((j * vec)) $((vec - 1))
  xtype "$dt" "$vec" aligned
}

{
  sed -n '1,/^gpu.module @kernels {$/p' "$tmpl"
  for o in sum max; do
    for d in f32 f16 bf16; do
      base=$( (op "$o"; dtype "$d") )
      dtype "$d" >/dev/null
      bytes=4
      [[ $d != f32 ]] && bytes=2
      grp=$(section row_grp) blk=$(section row_blk) cl=$(section col)
      sed -e "$base" -e "$(rowGrp t1 1 1 scalar)" <<<"$grp"
      sed -e "$base" -e "$(rowGrp g8 8 "$vec" aligned)" <<<"$grp"
      sed -e "$base" -e "$(rowGrp w 32 "$vec" aligned)" <<<"$grp"
      sed -e "$base" -e "$(rowGrp wu 32 1 scalar)" <<<"$grp"
      sed -e "$base" -e "$(rowBlk b aligned)" <<<"$blk"
      sed -e "$base" -e "$(rowBlk bu scalar)" <<<"$blk"
      sed -e "$base" -e "$(col v 8 "$vec" 8 aligned)" <<<"$cl"
      sed -e "$base" -e "$(col w 32 "$vec" 8 aligned)" <<<"$cl"
      sed -e "$base" -e "$(col s 32 1 8 scalar)" <<<"$cl"
      sed -e "$base" -e "$(col n4 1 4 4 scalar)" <<<"$cl"
      sed -e "$base" -e "$(colThr t 8)" <<<"$(section col_thr)"
    done
    section helpers | sed -e "$(op "$o")"
    for w in 4 32 64 128 256; do # the col kernels' strip widths
      section combine | sed -e "$(op "$o")" -e "s|@W@|$w|g; s|@G@|$((256 / w))|g"
    done
  done
  section shared
  echo "}"
} >"$tmp"
"$cute_opt" --cute-infer-result-types "$tmp" -o "$out"
