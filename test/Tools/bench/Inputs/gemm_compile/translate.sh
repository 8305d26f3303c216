#!/bin/sh
# Stand-in for cute-translate (gemm_compile.test): logs its arguments to
# $CALL_LOG and, given --mlir-timing, writes a timing report of the stages
# gemm_compile.sh reads on stderr.
echo "translate $*" >>"$CALL_LOG"
for a; do
  if [ "$a" = --mlir-timing ]; then
    cat >&2 <<'REPORT'
  ----Wall Time----  ----Name----
    0.1000 ( 10.0%)  cute-to-nvvm
    0.5000 ( 50.0%)  gpu-module-to-binary
    0.1000 ( 10.0%)    LLVM IR to PTX (NVPTX backend)
    0.2500 ( 25.0%)    PTX to binary (ptxas, fatbinary)
    1.0000 (100.0%)  Total
REPORT
  fi
done
