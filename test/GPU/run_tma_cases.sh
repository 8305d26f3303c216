#!/usr/bin/env bash
# Runs every kernel of the TMA check in every case of run_tma_kernels.c
# (where its boxes go), each in a process of its own: a kernel the
# hardware faults on kills its CUDA context, and the others must still
# run. Prints one row per kernel and one column per case: ok, WRONG (N
# values), or the CUDA error (CUDA_ERROR_ILLEGAL_INSTRUCTION shows as
# ILLEGAL_INSTRUCTION), marked "(refused)" where the case says the
# hardware refuses that kernel (run_tma_kernels --list: `refused CASE
# none|stores|all`); then the cases' meanings. Each run's output is kept
# in DIR/cases/KERNEL.CASE.log.
# usage: run_tma_cases.sh DIR [SEED]   (DIR: build_tma_kernels.sh's OUT)
# Exit 0 when every cell is as expected (ok, or ILLEGAL_INSTRUCTION where
# refused), 1 otherwise, 2 without a driver.
set -uo pipefail
dir=$1
seed=${2:-$(date +%s)}
run=$dir/run_tma_kernels
mkdir -p "$dir/cases"
mapfile -t kernels < <("$run" --list | sed -n 's/^kernel //p')
mapfile -t cases < <("$run" --list | sed -n 's/^case \([^ ]*\) .*/\1/p')
declare -A refused
while read -r c r; do refused[$c]=$r; done < <("$run" --list | sed -n 's/^refused //p')
echo "seed $seed"
printf '%-18s' kernel
printf ' %-25s' "${cases[@]}"
echo
status=0
for k in "${kernels[@]}"; do
  printf '%-18s' "$k"
  for c in "${cases[@]}"; do
    log=$dir/cases/$k.$c.log
    expect=ok
    [[ ${refused[$c]:-none} == all || (${refused[$c]:-none} == stores && $k == store_*) ]] &&
      expect=ILLEGAL_INSTRUCTION
    "$run" --only "$k" --case "$c" "$dir" "$seed" >"$log" 2>&1
    rc=$?
    if ((rc == 0)); then
      cell=ok
    elif ((rc == 2)); then
      echo
      cat "$log" >&2
      exit 2
    elif err=$(grep -o 'CUDA_ERROR_[A-Z_]*' "$log" | head -1) && [[ -n $err ]]; then
      cell=${err#CUDA_ERROR_}
    elif n=$(sed -n 's/.*, \([0-9]*\) wrong$/\1/p' "$log" | head -1) && [[ -n $n ]]; then
      cell="WRONG ($n)"
    else
      cell="failed (rc $rc)"
    fi
    if [[ $expect != ok ]]; then
      [[ $cell == "$expect" ]] || status=1
      cell="$cell (refused)"
    elif ((rc != 0)); then
      status=1
    fi
    printf ' %-25s' "$cell"
  done
  echo
done
echo
"$run" --list | sed -n 's/^case \([^ ]*\) \(.*\)/  \1: \2/p'
exit $status
