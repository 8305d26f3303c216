#!/usr/bin/env bash
# The width property test (see width_property.c): random layouts with
# leaves near 2^31, 2^32 and 2^63, lowered with cute-to-base, run on the
# host with mlir-runner, every printed offset compared with the 128-bit
# one the generator computed; refused cases are counted, never compared.
# usage: width_property.sh GEN CUTE_OPT LLVM_BINDIR SEED LAYOUTS WORKDIR
set -euo pipefail
gen=$1 cute_opt=$2 bindir=$3 seed=$4 layouts=$5 work=$6
mkdir -p "$work"
"$gen" "$seed" "$layouts" "$work/cases.mlir" "$work/expected.txt"
"$cute_opt" --cute-to-base "$work/cases.mlir" -o "$work/lowered.mlir"
"$bindir/mlir-opt" --convert-scf-to-cf --convert-arith-to-llvm \
  --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
  "$work/lowered.mlir" |
  "$bindir/mlir-runner" -e main -entry-point-result=void >"$work/actual.txt"
if cmp -s "$work/expected.txt" "$work/actual.txt"; then
  echo "width_property: $(wc -l <"$work/expected.txt") printed offsets agree with 128-bit arithmetic"
else
  diff -u "$work/expected.txt" "$work/actual.txt" >"$work/diff.txt" || true
  head -n 40 "$work/diff.txt"
  echo "width_property: FAILED, $(grep -c '^+[0-9]' "$work/diff.txt" || true) printed offsets differ (above; all of it in $work/diff.txt)"
  exit 1
fi
