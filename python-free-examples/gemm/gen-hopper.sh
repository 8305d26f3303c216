#!/usr/bin/env bash
# Writes hopper.mlir, the Hopper GEMM kernels, from hopper.mlir.in: the
# template's kernel once per variant with its element types and tile
# substituted, then every result type filled in by
# `cute-opt --cute-infer-result-types` (README.md).
# Variants: hgemm90_kk (f16 in and out) and bgemm90_kk (bf16), A and B
# K-major, C N-major, a 128 x BN tile (BN, default 256) and STAGES stages
# (default: as many as fit beside C's epilogue buffers), C stored with
# TMA; and each as _ragged, whose threads store C themselves (any N; TMA
# needs rows of C that are a multiple of 16 bytes).
# usage: gen-hopper.sh CUTE_OPT OUT.mlir
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cute_opt=$1 out=$2
tmpl=$here/hopper.mlir.in
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
bn=${BN:-256}
case $bn in 64 | 128 | 256) ;; *) echo "gen-hopper.sh: BN must be 64, 128 or 256" >&2; exit 2 ;; esac
# Shared memory (bytes): 1024 of mbarriers, A's and B's stages of 16-bit
# values, four 128x32 buffers of C; the H100 gives a CTA 232448.
stage=$(((128 + bn) * 64 * 2)) cbytes=$((4 * 128 * 32 * 2))
st=${STAGES:-$(((232448 - 1024 - cbytes) / stage))}
ob=$((1024 + st * 128 * 64 * 2)) oc=$((1024 + st * stage))
smem=$((oc + cbytes))
if ((smem > 232448)); then
  echo "gen-hopper.sh: $st stages need $smem bytes of shared memory, more than 232448" >&2
  exit 2
fi
# The template's `// #if TMA` ... `// #else` ... `// #endif` parts: the
# first for C stored with TMA (tma=1), the second else.
pick() { # tma
  awk -v tma="$1" '
    /^\/\/ #if TMA$/ { in_if = 1; keep = tma; next }
    /^\/\/ #else$/ { if (in_if) { keep = !tma; next } }
    /^\/\/ #endif$/ { if (in_if) { in_if = 0; next } }
    !in_if || keep'
}
variant() { # name T FMT tma
  local s
  s="s|@NAME@|$1|g; s|@V@|_$1|g; s|@TC@|$2|g; s|@T@|$2|g; s|@FMTC@|$3|g; s|@FMT@|$3|g"
  s+="; s|@BNQ@|$((bn / 8))|g; s|@NACC@|$((bn / 2))|g; s|@NPIECE@|$((bn / 32))|g; s|@BN@|$bn|g"
  s+="; s|@ST1@|$((st - 1))|g; s|@ST@|$st|g; s|@G@|${G:-8}|g"
  s+="; s|@SLA@|((8,16),(64,1),(1,$st)):((64,512),(1,0),(0,8192))|g"
  s+="; s|@SLB@|((8,$((bn / 8))),(64,1),(1,$st)):((64,512),(1,0),(0,$((bn * 64))))|g"
  s+="; s|@SLC@|((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))|g; s|@SWC@|S<2,4,3>|g"
  s+="; s|@OB@|$ob|g; s|@OC@|$oc|g; s|@SMEM@|$smem|g; s|@TX@|$stage|g"
  s+="; s|@CBA@|131072|g; s|@CBB@|$((64 * bn * 16))|g; s|@CBC@|65536|g"
  sed -n "/^gpu.module @kernels {\$/,\$p" "$tmpl" | sed '1d;$d' | pick "$4" | sed -e "$s"
}
header() { # name T FMT: the variant's type aliases
  sed -n '/^!/p' "$tmpl" | sed -e "s|@V@|_$1|g; s|@TC@|$2|g; s|@T@|$2|g; s|@FMTC@|$3|g; s|@FMT@|$3|g" \
    -e "s|@BN@|$bn|g; s|@CBA@|131072|g; s|@CBB@|$((64 * bn * 16))|g; s|@CBC@|65536|g"
}
{
  sed -n '/^\/\//p' "$tmpl" | sed -n '1,/^\/\/ and (M,N,L)\.$/p'
  header hgemm90_kk f16 F16_RN
  header bgemm90_kk bf16 BF16_RN
  header hgemm90_kk_ragged f16 F16_RN
  header bgemm90_kk_ragged bf16 BF16_RN
  sed -n '/^#/p' "$tmpl"
  echo "gpu.module @kernels {"
  variant hgemm90_kk f16 F16_RN 1
  variant bgemm90_kk bf16 BF16_RN 1
  variant hgemm90_kk_ragged f16 F16_RN 0
  variant bgemm90_kk_ragged bf16 BF16_RN 0
  echo "}"
} >"$tmp"
"$cute_opt" --cute-infer-result-types "$tmp" -o "$out"
