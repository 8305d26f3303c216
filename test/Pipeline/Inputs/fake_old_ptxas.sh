#!/bin/sh
# A stand-in for a ptxas older than --split-compile (ptxas.test): refuses
# the flag as ptxas refuses an option it does not know; otherwise it is
# fake_ptxas.sh, copied beside it.
for a in "$@"; do
  case $a in
    *split-compile*) echo "ptxas fatal   : Unknown option '$a'"; exit 255 ;;
  esac
done
exec "$(dirname "$0")/fake_ptxas.sh" "$@"
