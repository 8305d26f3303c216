#!/usr/bin/env bash
# The lowering's differential test (see lower_conformance.c): generate the
# cases with every input leaf dynamic, lower with cute-to-base, run on the
# host with mlir-runner, and compare the printed values with the vectors.
# usage: lower_conformance.sh GEN CUTE_OPT LLVM_BINDIR VECTORS.tsv WORKDIR
set -euo pipefail
gen=$1 cute_opt=$2 bindir=$3 vectors=$4 work=$5
mkdir -p "$work"
"$gen" "$vectors" "$work/cases.mlir" "$work/expected.txt"
"$cute_opt" --cute-to-base "$work/cases.mlir" -o "$work/lowered.mlir"
"$bindir/mlir-opt" --convert-scf-to-cf --convert-arith-to-llvm \
  --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
  "$work/lowered.mlir" |
  "$bindir/mlir-runner" -e main -entry-point-result=void >"$work/actual.txt"
"$gen" --normalize "$work/actual.txt" "$work/actual.norm.txt"
"$gen" --normalize "$work/expected.txt" "$work/expected.norm.txt"
if cmp -s "$work/expected.norm.txt" "$work/actual.norm.txt"; then
  echo "lower_conformance: $(wc -l <"$work/expected.txt") printed lines agree"
else
  diff -u "$work/expected.norm.txt" "$work/actual.norm.txt" >"$work/diff.txt" || true
  head -n 40 "$work/diff.txt"
  echo "lower_conformance: FAILED, printed values differ (above; all of it in $work/diff.txt)"
  exit 1
fi
