#!/usr/bin/env bash
# Writes tensorop.mlir, the tensor-core GEMM kernels hgemm_AB (f16 inputs)
# and bgemm_AB (bf16 inputs), f32 accumulation, for every operand layout
# pair AB (A M- or K-major: m|k, B N- or K-major: n|k), from
# tensorop.mlir.in: per element type and layout pair, the operands' types
# are defined as aliases above the template (NVIDIA's tensorop_gemm.py
# choices: 16-byte copies along the contiguous mode, an S<3,3,3> swizzle
# over 64-element M/N-major rows or S<2,3,3> over 32-element K-major rows,
# ldmatrix transposed for M/N-major operands), the template's placeholders
# substituted, every result type filled in by `cute-opt
# --cute-infer-result-types`, and the kernels joined into one module.
# Per variant the k-tile is NVIDIA's 32 with 4 stages, or 64 with 3 when
# both operands are K-major (below); BK and STAGES set them for all.
# usage: gen-tensorop.sh CUTE_OPT OUT.mlir
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cute_opt=$1 out=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The aliases of operand X (A or B) of element type T, contiguous mode
# MAJ (mn or k), for a k-tile of BK (32 or 64) and ST stages.
operand() {
  local x=$1 t=$2 maj=$3 bk=$4 st=$5
  local atom="!cute_nvgpu.atom.simt_async_copy<$t, cache = global, 128 b>"
  local tv ld p pr nm nk
  if [[ $x == A ]]; then tv='((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))'
  else tv='((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))'; fi
  if [[ $maj == k ]]; then
    # BK/8 threads a row (16 bytes each), 1024/BK rows a copy; rows of BK
    # elements swizzled as NVIDIA's example does (S<2,3,3> over 32,
    # S<3,3,3> over 64).
    local tr=$((bk / 8)) rows=$((1024 / bk)) sw=2
    [[ $bk == 64 ]] && sw=3
    nm=$((128 / rows)) nk=1
    echo "!$x = !cute.memref<$t, gmem, align<16>, \"(?,?{div=8}):(?{i64 div=8},1)\">"
    echo "!TC$x = !cute.tiled_copy<$atom, layout_copy_tv = <\"(($tr,$rows),8):(($((8 * rows)),1),$rows)\">, tiler_mn = <\"[$rows:1;$bk:1]\">>"
    echo "!SL$x = !cute.composed_layout<\"S<$sw,3,3> o 0 o ((8,16),($bk,1),(1,$st)):(($bk,$((8 * bk))),(1,0),(0,$((128 * bk))))\">"
    ld=n p="(1,$nm,1):($nm,1,0)" pr="(1,$nm,1):($nm,1,1)"
  else
    nm=1 nk=$((bk / 8))
    echo "!$x = !cute.memref<$t, gmem, align<16>, \"(?,?):(1,?{i64 div=8})\">"
    echo "!TC$x = !cute.tiled_copy<$atom, layout_copy_tv = <\"(128,8):(8,1)\">, tiler_mn = <\"[128:1;8:1]\">>"
    echo "!SL$x = !cute.composed_layout<\"S<3,3,3> o 0 o ((64,2),(8,$nk),(1,$st)):((1,512),(64,1024),(0,$((128 * bk))))\">"
    ld=t p="(1,1,$nk):(1,1,0)" pr="(1,1,$nk):($nk,$nk,1)"
  fi
  local lda="!cute_nvgpu.atom.ldsm<val_type = $t, mode = <\"(8,8)\">, sz_pattern = u16, num_matrices = 4, $ld>"
  echo "!LD$x = $lda"
  echo "!TL$x = !cute.tiled_copy<$lda, layout_copy_tv = <\"$tv\">, tiler_mn = <\"[32:1;16:1]\">>"
  echo "!P$x = !cute.memref<i8, rmem, \"$p\">"
  echo "!P${x}R = !cute.memref<i8, rmem, \"$pr\">"
  echo "!PL$x = !cute.layout<\"$p\">"
  echo "!PL${x}R = !cute.layout<\"$pr\">"
  [[ $x == A ]] && echo "!ATOM = $atom"
  echo "// @N@M$x=$nm K$x=$nk"
  return 0
}

files=()
for v in f16:hgemm bf16:bgemm; do
  t=${v%%:*} name=${v##*:}
  for ab in mn mk kn kk; do
    a=${ab:0:1} b=${ab:1:1}
    [[ $a == m ]] && am=mn || am=k
    [[ $b == n ]] && bm=mn || bm=k
    ksrc=A
    [[ $am == mn && $bm == k ]] && ksrc=B
    # Both operands K-major: a 64-element k-tile (128-byte rows, half the
    # L2 lines a warp's copies touch; 3 stages fit two CTAs an SM), else
    # NVIDIA's 32 with 4 stages. BK=32 or BK=64 sets every variant's.
    bk=${BK:-}
    [[ -n $bk ]] || { [[ $ab == kk ]] && bk=64 || bk=32; }
    [[ $bk == 32 || $bk == 64 ]] || { echo "gen-tensorop.sh: BK must be 32 or 64, got '$bk'" >&2; exit 2; }
    st=${STAGES:-}
    [[ -n $st ]] || { [[ $bk == 64 ]] && st=3 || st=4; }
    hdr=$( (operand A "$t" "$am" "$bk" "$st"; operand B "$t" "$bm" "$bk" "$st") )
    nma=$(sed -n 's|^// @N@MA=\([0-9]*\) KA=\([0-9]*\)$|\1|p' <<<"$hdr")
    nka=$(sed -n 's|^// @N@MA=\([0-9]*\) KA=\([0-9]*\)$|\2|p' <<<"$hdr")
    nmb=$(sed -n 's|^// @N@MB=\([0-9]*\) KB=\([0-9]*\)$|\1|p' <<<"$hdr")
    nkb=$(sed -n 's|^// @N@MB=\([0-9]*\) KB=\([0-9]*\)$|\2|p' <<<"$hdr")
    f=$tmp/$name-$ab
    { grep -v '^// @N@' <<<"$hdr"
      sed -e "s/@T@/$t/g; s/@NAME@/$name/g; s/@V@/$ab/g; s/@ST@/$st/g" \
          -e "s/@ST1@/$((st - 1))/g; s/@WG@/$((st - 2))/g" \
          -e "s/@BOFF@/$((st * 128 * bk))/g; s/@KSRC@/$ksrc/g" \
          -e "s/@BK@/$bk/g; s/@KB1@/$((bk / 16 - 1))/g; s/@KB@/$((bk / 16))/g" \
          -e "s/@NMA@/$nma/g; s/@NKA@/$nka/g; s/@NMB@/$nmb/g; s/@NKB@/$nkb/g" \
          "$here/tensorop.mlir.in"
    } >"$f.in.mlir"
    "$cute_opt" --cute-infer-result-types "$f.in.mlir" -o "$f.mlir"
    files+=("$f.mlir")
  done
done
# Each output is `#...` aliases, `module {`, `gpu.module @kernels {`, one
# gpu.func, `}`, `}`: keep the first's head and join the functions.
{
  sed '/^  }$/,$d' "${files[0]}"
  for f in "${files[@]:1}"; do
    sed -n '/^    gpu.func/,/^    }$/p' "$f"
  done
  printf '  }\n}\n'
} >"$tmp/joined.mlir"
"$cute_opt" "$tmp/joined.mlir" -o "$out"
