#!/bin/sh
# A stand-in for a ptxas older than --split-compile (ptxas.test): refuses
# the flag as ptxas refuses an option it does not know; otherwise prints
# its command line and copies the PTX (the last argument) to the file
# after -o.
for a in "$@"; do
  case $a in
    *split-compile*) echo "ptxas fatal   : Unknown option '$a'"; exit 255 ;;
  esac
done
echo "old ptxas: $*"
out=
while [ $# -gt 1 ]; do
  if [ "$1" = -o ]; then out=$2; fi
  shift
done
cp "$1" "$out"
