#!/usr/bin/env bash
# Imports MLIR traced by NVIDIA's CuTe DSL (generic form, stage 0) into IR
# that cute-opt and cute-translate accept: cuda.kernel -> gpu.func kernel,
# cuda.return -> gpu.return, host launch functions dropped (our runtime
# launches kernels), NVVM ops renamed or reshaped to MLIR 22's forms.
# docs/cute-dsl-import.md says what is mapped, why, and what is dropped.
# usage: import-cute-dsl.sh [IN.mlir | -] > OUT.mlir
# Exit status 0; 1 when the input holds something it cannot map (each
# reported as FILE:LINE:COL: error: ..., nothing written); 2 on bad usage.
set -euo pipefail
usage() { sed -n '2,10s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; }
case ${1:-} in
  -h|--help) usage; exit 0 ;;
esac
if (( $# > 1 )); then usage >&2; exit 2; fi
in=${1:--}
if [[ $in == - ]]; then name='<stdin>'; else name=$in; fi
if [[ $in != - && ! -r $in ]]; then
  echo "import-cute-dsl: cannot read '$in'" >&2; exit 2
fi
exec awk -v fname="$name" -f "$(dirname "${BASH_SOURCE[0]}")/import-cute-dsl.awk" -- "$in"
