# Sourced by bench/gemm_peers.sh and bench/traced_peers.sh (their build
# steps copy it to OUT/peers/ beside them): the statistics of their rows.

median() { # numbers... -> their median (empty when none)
  printf '%s\n' "$@" | awk 'NF' | sort -g |
    awk '{ v[NR] = $1 } END { if (NR) printf "%.2f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

ratio() { # a b -> a / b to 3 places (empty unless both are positive)
  awk -v a="$1" -v b="$2" 'BEGIN { if (a > 0 && b > 0) printf "%.3f", a / b }'
}
