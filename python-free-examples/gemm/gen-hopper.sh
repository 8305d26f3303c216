#!/usr/bin/env bash
# Writes hopper.mlir, the Hopper GEMM kernels, from hopper.mlir.in: the
# template's kernel once per variant with its element types and tile
# substituted, then every result type filled in by
# `cute-opt --cute-infer-result-types` (README.md).
# Variants: hgemm90_AB (f16 in and out) and bgemm90_AB (bf16) for every
# layout pair AB (A M- or K-major: m|k, B N- or K-major: n|k), and
# hgemm90s_kk and bgemm90s_kk (f32 out), fgemm90_kk (fp8 e4m3 in,
# K-major as wgmma needs, bf16 out); C N-major,
# a 128 x BN tile (BN, default 256) and STAGES stages (default: as many as
# fit beside C's epilogue buffers), C stored with TMA; and each as
# _ragged, whose threads store C themselves (any N; TMA needs rows of C
# that are a multiple of 16 bytes), as _c2 (clusters of two along M), and
# as _nW for each narrower tile width W of WIDTHS (default "128 64": the
# host takes one when 128 x BN tiles would leave multiprocessors idle,
# README.md).
# KERNELS (a list of names) writes only those.
# usage: gen-hopper.sh CUTE_OPT OUT.mlir
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cute_opt=$1 out=$2
tmpl=$here/hopper.mlir.in
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
# Shared memory (bytes): 1024 of mbarriers, A's and B's stages of 16-bit
# values, four 128x32 buffers of C; the H100 gives a CTA 232448.
# A stage is 128-byte rows of K whatever the input type: 64 16-bit or 128
# 8-bit values, four wgmma k-blocks of 16 or 32.
cbytes=$((4 * 128 * 32 * 2))
width() { # W: is W a tile width the template takes?
  case $1 in 64 | 128 | 256) ;; *) return 1 ;; esac
}
bn0=${BN:-256}
width "$bn0" || { echo "gen-hopper.sh: BN must be 64, 128 or 256, got '$bn0'" >&2; exit 2; }
widths=${WIDTHS-128 64}
for w in $widths; do
  width "$w" || { echo "gen-hopper.sh: WIDTHS must be 64, 128 or 256 each, got '$w'" >&2; exit 2; }
done
# The shared-memory plan of a 128 x W tile: sets bn, stage (bytes), st
# (stages), ob and oc (B's and C's offsets) and smem.
plan() { # W
  bn=$1 stage=$(((128 + $1) * 128))
  st=${STAGES:-$(((232448 - 1024 - cbytes) / stage))}
  # The consumers release stage k-1 after issuing k-tile k: one stage would
  # wait for itself.
  if ! [[ $st =~ ^[0-9]+$ ]] || ((st < 2)); then
    echo "gen-hopper.sh: STAGES must be 2 or more, got $st" >&2
    exit 2
  fi
  ob=$((1024 + st * 128 * 128)) oc=$((1024 + st * stage))
  smem=$((oc + cbytes))
  if ((smem > 232448)); then
    echo "gen-hopper.sh: $st stages of 128 x $bn need $smem bytes of shared memory, more than 232448" >&2
    exit 2
  fi
}
plan "$bn0"
# The template's `// #if FLAG` ... `// #else` ... `// #endif` parts (they
# nest) for a list of set flags: TMA (C stored with TMA; else each thread
# stores its own values, the _ragged variants) and NARROW (C narrower
# than the f32 accumulators).
pick() { # flags, e.g. "TMA NARROW"
  awk -v flags=" $1 " -f "$here/pick.awk"
}
# One operand's substitutions: prefix A|B, extent E (128 or BN), major k|mn,
# BK (values of a 128-byte row: 64 or 128). K-major: one TMA box of BK (K)
# x E a stage; the 128-byte swizzle atom (8,BK):(BK,1) tiled to (E,BK).
# M/N-major (16-bit only): boxes of 64 (M/N) x 64, E/64 of them a stage;
# the atom (64,8):(1,64) tiled M/N first.
operand() {
  local x=$1 e=$2 major=$3 bk=$4
  if [[ $major == k ]]; then
    printf 's|@MAJ%s@|k|g; s|@GB%s@|(%s,%s,1):(1@1,1@0,1@2)|g; s|@CB%s@|%s|g; s|@CS%s@|(1@1,1@0,1@2)|g; ' \
      "$x" "$x" "$bk" "$e" "$x" $((128 * e * 8)) "$x"
    printf 's|@SL%s@|((8,%s),(%s,1),(1,%s)):((%s,%s),(1,0),(0,%s))|g\n' "$x" $((e / 8)) "$bk" "$st" "$bk" $((8 * bk)) $((e * bk))
  else
    printf 's|@MAJ%s@|mn|g; s|@GB%s@|(64,64,1):(1@0,1@1,1@2)|g; s|@CB%s@|65536|g; s|@CS%s@|(1@0,1@1,1@2)|g; ' \
      "$x" "$x" "$x" "$x"
    printf 's|@SL%s@|((64,%s),(8,8),(1,%s)):((1,4096),(64,512),(0,%s))|g\n' "$x" $((e / 64)) "$st" $((e * 64))
  fi
}
# A variant's element types: T FMT TC FMTC -> the substitutions that
# depend on them (BK, the wgmma K).
types() {
  local bk=64 mk=16
  [[ $1 == f8* ]] && bk=128 mk=32
  printf 's|@TC@|%s|g; s|@T@|%s|g; s|@FMTC@|%s|g; s|@FMT@|%s|g; s|@BK@|%s|g; s|@MK@|%s|g\n' \
    "$3" "$1" "$4" "$2" "$bk" "$mk"
  # The epilogue by C's width: 16-bit C through stmatrix into four
  # buffers of 64-byte rows (128x32), f32 C through 8-byte stores into two
  # of 128-byte rows (the same bytes); the copies' TV layouts are
  # make_tiled_copy_S of make_tiled_copy_C_atom of the tiled MMA
  # (`cute-layout tiled_copy_C_atom`, `tiled_copy_S`).
  if [[ $3 == f32 ]]; then
    printf 's|@R2S@|!cute_nvgpu.atom.universal_copy<f32, 64 b>|g; s|@R2STV@|((4,64),(2,1)):((64,1),(256,0))|g; '
    printf 's|@R2STILER@|[(8,8):(1,16);(4,2):(2,1)]|g; s|@RDL@|((2,1),2,4):((1,0),2,4)|g; s|@NEPI@|2|g; s|@NEPI1@|1|g; '
    printf 's|@SWC@|S<3,4,3>|g; s|@SLC@|((8,16),(32,1),(1,2)):((32,256),(1,0),(0,4096))|g; s|@CBC@|131072|g\n'
  else
    printf 's|@R2S@|!cute_nvgpu.atom.stsm<%s, mode = <"(8,8)">, num_matrices = 4, n>|g; ' "$3"
    printf 's|@R2STV@|((4,64),((2,2,2),1)):((128,1),((512,64,1024),0))|g; s|@R2STILER@|[(8,8,2):(1,16,8);(4,2,2):(2,1,8)]|g; '
    printf 's|@RDL@|(((2,2,2),1),1,2):(((1,2,4),0),0,8)|g; s|@NEPI@|4|g; s|@NEPI1@|3|g; '
    printf 's|@SWC@|S<2,4,3>|g; s|@SLC@|((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))|g; s|@CBC@|65536|g\n'
  fi
}
operands() { # ab T ncta
  local bk=64
  [[ $2 == f8* ]] && bk=128
  operand A 128 "$([[ ${1:0:1} == k ]] && echo k || echo mn)" "$bk"
  operand B "$bn" "$([[ ${1:1:1} == k ]] && echo k || echo mn)" "$bk"
  # A cluster of ncta CTAs along M: B's box multicast, each empty mbarrier
  # heard by every CTA's consumer warps, bands of G/ncta units.
  local g=${G:-8}
  if (($3 == 2)); then
    printf 's|@KINDB@|sm_90_multicast|g; s|@MCB@|mcast = true |g; s|@NEMPTY@|16|g; s|@NCTA@|2|g; s|@GU@|%s|g\n' $((g / 2))
  else
    printf 's|@KINDB@|sm_90|g; s|@MCB@||g; s|@NEMPTY@|8|g; s|@NCTA@|1|g; s|@GU@|%s|g\n' "$g"
  fi
}
variant() { # name T FMT TC FMTC tma ab ncta
  local s
  s=$( (operands "$7" "$2" "$8"; types "$2" "$3" "$4" "$5") | tr '\n' ';')
  s+="s|@NAME@|$1|g; s|@V@|_$1|g"
  s+="; s|@BNQ@|$((bn / 8))|g; s|@NACC@|$((bn / 2))|g; s|@NPIECE@|$((bn / 32))|g; s|@BN@|$bn|g"
  s+="; s|@ST1@|$((st - 1))|g; s|@ST@|$st|g; s|@G@|${G:-8}|g"
  s+="; s|@OB@|$ob|g; s|@OC@|$oc|g; s|@SMEM@|$smem|g; s|@TX@|$stage|g"
  local flags=""
  (($6)) && flags+=" TMA"
  (($8 == 2)) && flags+=" CLUSTER"
  [[ $4 != f32 ]] && flags+=" NARROW"
  sed -n "/^gpu.module @kernels {\$/,\$p" "$tmpl" | sed '1d;$d' | pick "$flags" | sed -e "$s"
}
header() { # name T FMT TC FMTC tma ab ncta: the variant's type aliases
  local s
  s=$( (operands "$7" "$2" "$8"; types "$2" "$3" "$4" "$5") | tr '\n' ';')
  sed -n '/^!/p' "$tmpl" | sed -e "$s" -e "s|@V@|_$1|g; s|@BN@|$bn|g"
}
{
  sed -n '/^\/\//p' "$tmpl" | sed -n '1,/^\/\/ and (M,N,L)\.$/p'
  # name T FMT TC FMTC ab
  kinds=()
  for ab in kk mk kn mn; do
    kinds+=("hgemm90_$ab f16 F16_RN f16 F16_RN $ab" "bgemm90_$ab bf16 BF16_RN bf16 BF16_RN $ab")
  done
  kinds+=("hgemm90s_kk f16 F16_RN f32 F32_RN kk" "bgemm90s_kk bf16 BF16_RN f32 F32_RN kk")
  kinds+=("fgemm90_kk f8E4M3FN U8 bf16 BF16_RN kk")
  wanted() { [[ -z ${KERNELS:-} || " $KERNELS " == *" $1 "* ]]; }
  # FN (header or variant) for every wanted variant of every kind, with
  # its tile width's shared-memory plan: name T FMT TC FMTC tma ab ncta.
  each() {
    local fn=$1 k w
    for k in "${kinds[@]}"; do
      set -- $k
      plan "$bn0"
      ! wanted "$1" || $fn "$1" "$2" "$3" "$4" "$5" 1 "$6" 1
      ! wanted "$1_ragged" || $fn "$1_ragged" "$2" "$3" "$4" "$5" 0 "$6" 1
      ! wanted "$1_c2" || $fn "$1_c2" "$2" "$3" "$4" "$5" 1 "$6" 2
      for w in $widths; do
        plan "$w"
        ! wanted "$1_n$w" || $fn "$1_n$w" "$2" "$3" "$4" "$5" 1 "$6" 1
      done
    done
  }
  each header
  sed -n '/^#/p' "$tmpl"
  echo "gpu.module @kernels {"
  each variant
  echo "}"
} >"$tmp"
"$cute_opt" --cute-infer-result-types "$tmp" -o "$out"
