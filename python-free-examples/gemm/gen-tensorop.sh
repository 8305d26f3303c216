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
# C is of the inputs' type (as NVIDIA's example and cuBLAS's 16-bit GEMMs
# write it: half the bytes of f32, which the epilogue waits for), or f32
# with CTYPE=f32.
# The CTA tile, each warp's 64x64 of C (gemm.c's table must match):
# 128x256 (2x4 warps, 256 threads, one CTA an SM), 256x128 (4x2 warps)
# or NVIDIA's 128x128 (2x2 warps, 128 threads, two CTAs an SM); by
# default 256x128 for mn and mk and 128x256 for kn and kk (below), TILE
# sets every variant's. Per variant the k-tile and stages (BK, STAGES),
# the k-blocks that issue the copies (KBA, KBB) and whether they follow
# the k-block's MMAs (CAFTER), the threads a K-major row (KTRA, KTRB),
# whether the mainloop is written twice (SPLIT),
# whether its copies past the last k-tile are skipped (SKIPK), whether a
# 16-bit C's edge tiles leave through shared memory (SEDGE) and
# otherwise whether an edge tile's values are stored by predicated PTX
# (PEDGE) follow the tile and layouts (below); each variable sets every
# variant's. PDL=1 (the default) starts every kernel with
# `griddepcontrol.wait`, so that it can be launched as a programmatic
# dependent launch (gemm.c does; the instruction needs sm_90, so PDL=0
# for an sm_80 build).
# `TILE=128x128` is the build NVIDIA's tensorop_gemm.py makes (with a
# 64-deep k-tile when both operands are K-major).
# The ldmatrix tiled copies' TV layouts are computed by cute-layout, the
# one beside CUTE_OPT.
# usage: gen-tensorop.sh CUTE_OPT OUT.mlir
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cute_opt=$1 out=$2
cute_layout=$(dirname "$(command -v "$cute_opt")")/cute-layout
[[ -x $cute_layout ]] || { echo "gen-tensorop.sh: no cute-layout beside $cute_opt" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The aliases of operand X (A or B) of element type T, contiguous mode
# MAJ (mn or k), R rows (its side of the CTA tile), for a k-tile of BK
# (32 or 64), ST stages and NT threads of the tiled MMA of atom MMA, atom
# layout WL and permutation PERM; TR threads copy a K-major row.
operand() {
  local x=$1 t=$2 maj=$3 r=$4 bk=$5 st=$6 nt=$7 mma=$8 wl=$9 perm=${10}
  local tr=${11}
  local atom="!cute_nvgpu.atom.simt_async_copy<$t, cache = global, 128 b>"
  local ld nm nk ldtv
  if [[ $maj == k ]]; then
    # TR threads a row (16 bytes each, TR*8 elements apart), NT/TR rows
    # a copy; rows of BK elements swizzled as NVIDIA's example does
    # (S<2,3,3> over 32, S<3,3,3> over 64).
    local rows=$((nt / tr)) sw=2
    [[ $bk == 64 ]] && sw=3
    nm=$((r / rows)) nk=$((bk / (8 * tr)))
    echo "!$x = !cute.memref<$t, gmem, align<16>, \"(?,?{div=8}):(?{i64 div=8},1)\">"
    echo "!TC$x = !cute.tiled_copy<$atom, layout_copy_tv = <\"(($tr,$rows),8):(($((8 * rows)),1),$rows)\">, tiler_mn = <\"[$rows:1;$((8 * tr)):1]\">>"
    echo "!SL$x = !cute.composed_layout<\"S<$sw,3,3> o 0 o ((8,$((r / 8))),($bk,1),(1,$st)):(($bk,$((8 * bk))),(1,0),(0,$((r * bk))))\">"
    ld=n
  else
    # 16 threads along M/N (128 elements), NT/16 along K.
    local kc=$((nt / 16))
    nm=$((r / 128)) nk=$((bk / kc))
    echo "!$x = !cute.memref<$t, gmem, align<16>, \"(?,?):(1,?{i64 div=8})\">"
    echo "!TC$x = !cute.tiled_copy<$atom, layout_copy_tv = <\"($nt,8):(8,1)\">, tiler_mn = <\"[128:1;$kc:1]\">>"
    echo "!SL$x = !cute.composed_layout<\"S<3,3,3> o 0 o ((64,$((r / 64))),(8,$((bk / 8))),(1,$st)):((1,512),(64,$((8 * r))),(0,$((r * bk))))\">"
    ld=t
  fi
  # One predicate a row (M/N) of copies, in the first k-tile one a copy.
  local p="(1,$nm,$nk):(1,1,0)" pr="(1,$nm,$nk):(1,1,$nm)"
  local lda="!cute_nvgpu.atom.ldsm<val_type = $t, mode = <\"(8,8)\">, sz_pattern = u16, num_matrices = 4, $ld>"
  # TILER TV of make_tiled_copy_A/B(lda, the tiled MMA).
  ldtv=$("$cute_layout" "tiled_copy_$x" "$lda" "$mma" "$wl" "$perm")
  echo "!LD$x = $lda"
  echo "!TL$x = !cute.tiled_copy<$lda, layout_copy_tv = <\"${ldtv#* }\">, tiler_mn = <\"${ldtv%% *}\">>"
  echo "!P$x = !cute.memref<i8, rmem, \"$p\">"
  echo "!P${x}R = !cute.memref<i8, rmem, \"$pr\">"
  echo "!PL$x = !cute.layout<\"$p\">"
  echo "!PL${x}R = !cute.layout<\"$pr\">"
  [[ $x == A ]] && echo "!ATOM = $atom"
  echo "// @N@M$x=$nm K$x=$nk"
  return 0
}

# The template's `// #if FLAG` ... `// #else` ... `// #endif` parts for
# the set flags (NARROW: C narrower than f32; CAFTER: a k-block's copies
# after its MMAs; SKIPK: no copies past the last k-tile; PEDGE: an edge
# tile's values by predicated PTX; SEDGE: every tile's C through shared
# memory, an edge tile's in a loop; PDL: the wait for the grid before).
pick() { # flags, e.g. "NARROW SKIPK"
  awk -v flags=" $1 " -f "$here/pick.awk"
}
ctype=${CTYPE:-}
pdl=${PDL:-1}
[[ $pdl == 0 || $pdl == 1 ]] || { echo "gen-tensorop.sh: PDL must be 0 or 1, got '$PDL'" >&2; exit 2; }
[[ -z $ctype || $ctype == f32 ]] ||
  { echo "gen-tensorop.sh: CTYPE must be f32 or unset (the inputs' type), got '$ctype'" >&2; exit 2; }

files=()
for v in f16:hgemm bf16:bgemm; do
  t=${v%%:*} name=${v##*:}
  tc=${ctype:-$t} flags=""
  # 16 bytes of C in elements; a thread's two adjacent values in bits.
  cdiv=4 cbits=64
  [[ $tc != f32 ]] && flags=NARROW cdiv=8 cbits=32
  for ab in mn mk kn kk; do
    a=${ab:0:1} b=${ab:1:1}
    [[ $a == m ]] && am=mn || am=k
    [[ $b == n ]] && bnm=mn || bnm=k
    # The CTA tile: its warps (the tiled MMA's atom layout), permutation
    # and threads. An M-major A in 256x128 (mk: its K-major B then has
    # 128 rows), which was faster so on the H100 (MEASUREMENTS.md).
    tile=${TILE:-}
    [[ -n $tile ]] || { [[ $a == m ]] && tile=256x128 || tile=128x256; }
    case $tile in
      128x128) bm=128 bn=128 nt=128 wl='(2,2,1):(1,2,0)' perm='[32:1;32:1;16:1]' ;;
      128x256) bm=128 bn=256 nt=256 wl='(2,4,1):(1,2,0)' perm='[32:1;64:1;16:1]' ;;
      256x128) bm=256 bn=128 nt=256 wl='(4,2,1):(1,4,0)' perm='[64:1;32:1;16:1]' ;;
      *) echo "gen-tensorop.sh: TILE must be 128x128, 128x256 or 256x128, got '$TILE'" >&2; exit 2 ;;
    esac
    ksrc=A
    [[ $am == mn && $bnm == k ]] && ksrc=B
    # The k-tile: with NVIDIA's 128x128 tile 32 deep with 4 stages, but
    # 64 with 3 when both operands are K-major (128-byte rows, half the L2
    # lines a warp's copies touch; 3 stages fit two CTAs an SM); with the
    # 8-warp tiles (one CTA an SM) 64 deep, in 3 stages, but 4 for mn
    # (0.3-2% faster there, no faster for the other layouts, as timed on
    # the H100, MEASUREMENTS.md; gemm.c's table holds each layout's shared
    # memory). BK=32 or BK=64 and STAGES set every variant's.
    bk=${BK:-}
    [[ -n $bk ]] || { [[ $ab == kk || $nt == 256 ]] && bk=64 || bk=32; }
    [[ $bk == 32 || $bk == 64 ]] || { echo "gen-tensorop.sh: BK must be 32 or 64, got '$bk'" >&2; exit 2; }
    st=${STAGES:-}
    [[ -n $st ]] || { [[ $bk == 32 || ($nt == 256 && $ab == mn) ]] && st=4 || st=3; }
    [[ $st =~ ^[0-9]+$ ]] && ((st >= 2 && st <= 8)) ||
      { echo "gen-tensorop.sh: STAGES must be 2 to 8, got '$st'" >&2; exit 2; }
    # The k-blocks that issue A's and B's copies (KBA, KBB) of the k-tile
    # STAGES-1 ahead, committed after the later; if that is the last
    # k-block, after its wait, which then leaves one group less in flight.
    # NVIDIA's (and the 128x128 tile's): both at k-block 0, where all
    # warps arrive together from the barrier; the 8-warp tiles spread them:
    # A at 0, B at 2, as timed best on the H100 (MEASUREMENTS.md).
    kba=${KBA:-0} kbb=${KBB:-}
    [[ -n $kbb ]] || { [[ $nt == 256 ]] && kbb=2 || kbb=0; }
    [[ $kba =~ ^[0-9]+$ && $kbb =~ ^[0-9]+$ ]] && ((kba < bk / 16 && kbb < bk / 16)) ||
      { echo "gen-tensorop.sh: KBA and KBB must be k-blocks below $((bk / 16)), got '$kba' '$kbb'" >&2; exit 2; }
    kbc=$((kba > kbb ? kba : kbb)) wgl=$((st - 2))
    ((kbc == bk / 16 - 1)) && wgl=$((st - 3))
    # With 2 stages the next k-tile's copies must be in flight before the
    # wait for it.
    ((wgl >= 0)) ||
      { echo "gen-tensorop.sh: copies at the last k-block ($kbc) need STAGES of 3 or more, got $st" >&2; exit 2; }
    mma="!cute_nvgpu.sm80.mma<16x8x16, elem_type = ($t, $t, f32) >"
    # A 16-bit C leaves through shared memory: BN/8 threads a row of 16-
    # byte pieces; the swizzle XORs the row's low 3 bits (element bits
    # log2 BN and up) into the piece's; the tile must fit in the stages
    # it reuses (an f32 C does not go there).
    ctpr=$((bn / 8)) cr=$((nt / (bn / 8))) csw=$(( bn == 256 ? 5 : 4 ))
    [[ -z $flags ]] || ((st * (bm + bn) * bk >= bm * bn)) ||
      { echo "gen-tensorop.sh: C's $bm x $bn tile needs more shared memory than $st stages" >&2; exit 2; }
    # Threads a K-major row of A and of B: BK/8 (NVIDIA's: one 16-byte
    # copy a row a thread), but 4 for both in kk with the 8-warp tiles
    # (as timed on the H100, MEASUREMENTS.md); KTRA or KTRB sets every
    # variant's.
    ktra=${KTRA:-} ktrb=${KTRB:-} ktrk=$((bk / 8))
    [[ $nt == 256 && $ab == kk && $bk == 64 ]] && ktrk=4
    ktra=${ktra:-$ktrk} ktrb=${ktrb:-$ktrk}
    for ktr in "$ktra" "$ktrb"; do
      [[ $ktr =~ ^[0-9]+$ ]] && ((ktr >= 1 && bk % (8 * ktr) == 0 && nt % ktr == 0)) ||
        { echo "gen-tensorop.sh: KTRA and KTRB must divide $((bk / 8)), got '$ktr'" >&2; exit 2; }
    done
    # Where a k-block's copies go: after its MMAs (CAFTER=1) with the
    # 8-warp tiles, where ptxas then schedules the mainloop as fast or
    # faster (kk 2.4% on the H100), or before them (CAFTER=0) as NVIDIA's
    # example and its 128x128 tile do (the 128x128 mn 1.5% slower with
    # them after), and as kn does (as fast on the H100, 0.2-0.3% faster
    # on the H200; MEASUREMENTS.md); CAFTER=0 or 1 sets every variant's.
    cafter=${CAFTER:-}
    [[ -n $cafter ]] || { [[ $nt == 256 && $ab != kn ]] && cafter=1 || cafter=0; }
    [[ $cafter == 0 || $cafter == 1 ]] || { echo "gen-tensorop.sh: CAFTER must be 0 or 1, got '$cafter'" >&2; exit 2; }
    # The mainloop twice (tensorop.mlir.in says why) when SPLIT is 1:
    # with the 8-warp tiles for kk and kn, where it was faster on the
    # H100 (MEASUREMENTS.md); SPLIT=0 or 1 sets every variant's.
    split=${SPLIT:-}
    [[ -n $split ]] || { [[ $nt == 256 && ($ab == kk || $ab == kn) ]] && split=1 || split=0; }
    [[ $split == 0 || $split == 1 ]] || { echo "gen-tensorop.sh: SPLIT must be 0 or 1, got '$split'" >&2; exit 2; }
    # The mainloop's copies past the last k-tile: re-read k-tile 1 (the
    # same code every k-tile), or with SKIPK=1 not issued, which costs a
    # uniform predicate on each copy: for kn with the 8-warp tiles, where
    # it was faster on the H100 (and slower for the others, MEASUREMENTS.md);
    # SKIPK=0 or 1 sets every variant's.
    skipk=${SKIPK:-}
    [[ -n $skipk ]] || { [[ $nt == 256 && $ab == kn ]] && skipk=1 || skipk=0; }
    [[ $skipk == 0 || $skipk == 1 ]] || { echo "gen-tensorop.sh: SKIPK must be 0 or 1, got '$skipk'" >&2; exit 2; }
    # An edge tile's values from registers (without SEDGE): with PEDGE=1
    # a predicate each, then predicated PTX stores rather than a store
    # behind a branch each (MEASUREMENTS.md): for mn and mk, where it was
    # faster on the H100 (kn and kk up to 3% slower, their SASS changed
    # throughout); PEDGE=0 or 1 sets every variant's.
    pedge=${PEDGE:-}
    [[ -n $pedge ]] || { [[ $a == m ]] && pedge=1 || pedge=0; }
    [[ $pedge == 0 || $pedge == 1 ]] || { echo "gen-tensorop.sh: PEDGE must be 0 or 1, got '$pedge'" >&2; exit 2; }
    # A 16-bit C's edge tiles: with SEDGE=1 every tile's C goes into
    # shared memory and an edge tile's values leave it in a loop that is
    # not unrolled, which writes the edge tiles faster (MEASUREMENTS.md):
    # for mn and mk, where the tiles inside the matrix ran as fast; kn and
    # kk ran 1-2% slower with it (their mainloops' SASS changed) and keep
    # the forms PEDGE chooses between. SEDGE=0 or 1 sets every 16-bit
    # variant's; an f32 C does not go through shared memory.
    sedge=${SEDGE:-}
    [[ -n $sedge ]] || { [[ -n $flags && $a == m ]] && sedge=1 || sedge=0; }
    [[ $sedge == 0 || $sedge == 1 ]] || { echo "gen-tensorop.sh: SEDGE must be 0 or 1, got '$sedge'" >&2; exit 2; }
    [[ $sedge == 0 || -n $flags ]] || { echo "gen-tensorop.sh: SEDGE=1 needs a 16-bit C (CTYPE unset)" >&2; exit 2; }
    vflags=$flags
    [[ $cafter == 1 ]] && vflags+=" CAFTER"
    [[ $skipk == 1 ]] && vflags+=" SKIPK"
    [[ $pedge == 1 ]] && vflags+=" PEDGE"
    [[ $sedge == 1 ]] && vflags+=" SEDGE"
    [[ $pdl == 1 ]] && vflags+=" PDL"
    hdr=$( (operand A "$t" "$am" "$bm" "$bk" "$st" "$nt" "$mma" "$wl" "$perm" "$ktra"
            operand B "$t" "$bnm" "$bn" "$bk" "$st" "$nt" "$mma" "$wl" "$perm" "$ktrb") )
    nma=$(sed -n 's|^// @N@MA=\([0-9]*\) KA=\([0-9]*\)$|\1|p' <<<"$hdr")
    nka=$(sed -n 's|^// @N@MA=\([0-9]*\) KA=\([0-9]*\)$|\2|p' <<<"$hdr")
    nmb=$(sed -n 's|^// @N@MB=\([0-9]*\) KB=\([0-9]*\)$|\1|p' <<<"$hdr")
    nkb=$(sed -n 's|^// @N@MB=\([0-9]*\) KB=\([0-9]*\)$|\2|p' <<<"$hdr")
    f=$tmp/$name-$ab
    { grep -v '^// @N@' <<<"$hdr"
      awk -v twice="$split" '/\/\/ @LOOP@/ { loop = 1; body = ""; next }
           /\/\/ @END@/ {
             plain = body
             gsub(/, %pA\) : \(!TCA, !X, !S, !PA\)/, ") : (!TCA, !X, !S)", plain)
             gsub(/, %pB\) : \(!TCB, !X, !S, !PB\)/, ") : (!TCB, !X, !S)", plain)
             if (twice) {
               print "    scf.if %inside {"; printf "%s", plain
               print "    } else {"; printf "%s", body; print "    }"
             } else printf "%s", body
             loop = 0; next }
           loop { body = body $0 "\n"; next }
           { print }' <(pick "$vflags" <"$here/tensorop.mlir.in") |
      sed -e "s/@TC@/$tc/g; s/@CDIV@/$cdiv/g; s/@CBITS@/$cbits/g; s/@EBITS@/$((cbits / 2))/g" \
          -e "s/@CSW@/$csw/g; s/@CTPR@/$ctpr/g; s/@CR@/$cr/g; s/@CTV@/$((8 * cr))/g" \
          -e "s/@T@/$t/g; s/@NAME@/$name/g; s/@V@/$ab/g; s/@ST@/$st/g" \
          -e "s/@ST1@/$((st - 1))/g; s/@WG@/$((st - 2))/g" \
          -e "s/@BOFF@/$((st * bm * bk))/g; s/@KSRC@/$ksrc/g" \
          -e "s/@BM@/$bm/g; s/@BN@/$bn/g; s/@NT@/$nt/g; s/@WL@/$wl/g" \
          -e "s/@PERM@/$perm/g; s/@NV@/$((bm * bn / nt))/g; s/@CRS@/$((nt / bn))/g" \
          -e "s/@KBA@/$kba/g; s/@KBB@/$kbb/g; s/@KBC@/$kbc/g; s/@WGL@/$wgl/g" \
          -e "s/@BK@/$bk/g; s/@KB1@/$((bk / 16 - 1))/g; s/@KB@/$((bk / 16))/g" \
          -e "s/@NMA@/$nma/g; s/@NKA@/$nka/g; s/@NMB@/$nmb/g; s/@NKB@/$nkb/g"
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
