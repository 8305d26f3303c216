#!/bin/sh
# A stand-in for ptxas (ptxas.test): prints its command line and copies
# the PTX (the last argument) to the file after -o.
echo "fake ptxas: $*"
out=
while [ $# -gt 1 ]; do
  if [ "$1" = -o ]; then out=$2; fi
  shift
done
cp "$1" "$out"
