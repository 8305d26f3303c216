#!/usr/bin/env bash
# Writes hopper.mlir, the Hopper GEMM kernels, from hopper.mlir.in: the
# template's kernel once per variant with its element types and tile
# substituted, then every result type filled in by
# `cute-opt --cute-infer-result-types` (README.md).
# Variants: hgemm90_AB (f16 in and out) and bgemm90_AB (bf16) for every
# layout pair AB (A M- or K-major: m|k, B N- or K-major: n|k), C N-major,
# a 128 x BN tile (BN, default 256) and STAGES stages (default: as many as
# fit beside C's epilogue buffers), C stored with TMA; and each as
# _ragged, whose threads store C themselves (any N; TMA needs rows of C
# that are a multiple of 16 bytes).
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
# One operand's substitutions: prefix A|B, extent E (128 or BN), major k|mn.
# K-major: one TMA box of 64 (K) x E a stage; the 128-byte swizzle atom
# (8,64):(64,1) tiled to (E,64). M/N-major: boxes of 64 (M/N) x 64, E/64 of
# them a stage; the atom (64,8):(1,64) tiled M/N first.
operand() {
  local x=$1 e=$2 major=$3
  if [[ $major == k ]]; then
    printf 's|@MAJ%s@|k|g; s|@GB%s@|(64,%s,1):(1@1,1@0,1@2)|g; s|@CB%s@|%s|g; s|@CS%s@|(1@1,1@0,1@2)|g; ' \
      "$x" "$x" "$e" "$x" $((64 * e * 16)) "$x"
    printf 's|@SL%s@|((8,%s),(64,1),(1,%s)):((64,512),(1,0),(0,%s))|g\n' "$x" $((e / 8)) "$st" $((e * 64))
  else
    printf 's|@MAJ%s@|mn|g; s|@GB%s@|(64,64,1):(1@0,1@1,1@2)|g; s|@CB%s@|65536|g; s|@CS%s@|(1@0,1@1,1@2)|g; ' \
      "$x" "$x" "$x" "$x"
    printf 's|@SL%s@|((64,%s),(8,8),(1,%s)):((1,4096),(64,512),(0,%s))|g\n' "$x" $((e / 64)) "$st" $((e * 64))
  fi
}
variant() { # name T FMT tma ab
  local s
  s=$( (operand A 128 "$([[ ${5:0:1} == k ]] && echo k || echo mn)"
        operand B "$bn" "$([[ ${5:1:1} == k ]] && echo k || echo mn)") | tr '\n' ';')
  s+="s|@NAME@|$1|g; s|@V@|_$1|g; s|@TC@|$2|g; s|@T@|$2|g; s|@FMTC@|$3|g; s|@FMT@|$3|g"
  s+="; s|@BNQ@|$((bn / 8))|g; s|@NACC@|$((bn / 2))|g; s|@NPIECE@|$((bn / 32))|g; s|@BN@|$bn|g"
  s+="; s|@ST1@|$((st - 1))|g; s|@ST@|$st|g; s|@G@|${G:-8}|g"
  s+="; s|@SLC@|((8,16),(32,1),(1,4)):((32,256),(1,0),(0,4096))|g; s|@SWC@|S<2,4,3>|g"
  s+="; s|@OB@|$ob|g; s|@OC@|$oc|g; s|@SMEM@|$smem|g; s|@TX@|$stage|g"
  s+="; s|@CBC@|65536|g"
  sed -n "/^gpu.module @kernels {\$/,\$p" "$tmpl" | sed '1d;$d' | pick "$4" | sed -e "$s"
}
header() { # name T FMT ab: the variant's type aliases
  local s
  s=$( (operand A 128 "$([[ ${4:0:1} == k ]] && echo k || echo mn)"
        operand B "$bn" "$([[ ${4:1:1} == k ]] && echo k || echo mn)") | tr '\n' ';')
  sed -n '/^!/p' "$tmpl" | sed -e "$s" -e "s|@V@|_$1|g; s|@TC@|$2|g; s|@T@|$2|g; s|@FMTC@|$3|g; s|@FMT@|$3|g" \
    -e "s|@BN@|$bn|g; s|@CBC@|65536|g"
}
{
  sed -n '/^\/\//p' "$tmpl" | sed -n '1,/^\/\/ and (M,N,L)\.$/p'
  for ab in kk mk kn mn; do
    for t in "hgemm90 f16 F16_RN" "bgemm90 bf16 BF16_RN"; do
      set -- $t
      header "$1_$ab" "$2" "$3" "$ab"
      header "$1_${ab}_ragged" "$2" "$3" "$ab"
    done
  done
  sed -n '/^#/p' "$tmpl"
  echo "gpu.module @kernels {"
  for ab in kk mk kn mn; do
    for t in "hgemm90 f16 F16_RN" "bgemm90 bf16 BF16_RN"; do
      set -- $t
      variant "$1_$ab" "$2" "$3" 1 "$ab"
      variant "$1_${ab}_ragged" "$2" "$3" 0 "$ab"
    done
  done
  echo "}"
} >"$tmp"
"$cute_opt" --cute-infer-result-types "$tmp" -o "$out"
