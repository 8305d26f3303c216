#!/bin/sh
# Seeds fuzz/corpus-parse and fuzz/corpus-eval (git-ignored) from the
# conformance vectors: every argument and expected value for the parser,
# every case without its expected column for evaluation.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tsv=${1:-$here/../test/algebra/data/layout_algebra.tsv}
mkdir -p "$here/corpus-parse" "$here/corpus-eval"
n=0
grep -v '^#' "$tsv" | while IFS= read -r line; do
  n=$((n + 1))
  printf '%s' "${line%	*}" > "$here/corpus-eval/case$n"
  echo "$line" | tr '\t' '\n' | tail -n +2 | while IFS= read -r field; do
    # Name seeds by content so duplicates collapse.
    key=$(printf '%s' "$field" | cksum | cut -d' ' -f1)
    printf '%s' "$field" > "$here/corpus-parse/f$key"
  done
done
# Kinds the conformance file lacks.
for s in '?' '?{i64}' '?{div=16}' '?{i64 div=4096}' '(?,32):(1,?)' \
         'S<3,4,3>' 'S<3,4,3> o 0 o (8,8):(8,1)' '[4:1;_;[3:1];2]' \
         '(1@0,1@1@0)'; do
  key=$(printf '%s' "$s" | cksum | cut -d' ' -f1)
  printf '%s' "$s" > "$here/corpus-parse/x$key"
done
echo "corpus-parse: $(ls "$here/corpus-parse" | wc -l) files," \
     "corpus-eval: $(ls "$here/corpus-eval" | wc -l) files"
