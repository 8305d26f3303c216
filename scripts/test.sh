#!/usr/bin/env bash
# All tests: installs what is missing, configures and builds build/, runs
# every ctest test (C unit tests and lit suites), then builds build-asan/
# with AddressSanitizer + UndefinedBehaviorSanitizer and runs the unit
# tests, tool, dialect, C API and transform suites there. Exit status 0 only
# when both pass.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$CUTE_ROOT"

bash scripts/install-deps.sh

# Totals over both ctest runs, from ctest's "N tests failed out of M".
total_pass=0
total_fail=0
count() {
  local line
  line=$(grep -E 'tests failed out of [0-9]+' "$1" | tail -n 1) || return 0
  local failed=${line% tests failed out of*}
  failed=${failed##* }
  local all=${line##* }
  total_fail=$((total_fail + failed))
  total_pass=$((total_pass + all - failed))
}

release=FAILED
step "configure and build (build/)"
if configure build && build build; then
  step "ctest (build/)"
  ctest --test-dir build --output-on-failure -j"$JOBS" </dev/null |
    tee build/ctest.log && release=passed
  count build/ctest.log
else
  total_fail=$((total_fail + 1))
fi

asan=FAILED
step "configure and build with ASan+UBSan (build-asan/)"
if configure build-asan -DCUTE_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo &&
   build build-asan; then
  step "ctest -L 'support|algebra|tools|dialect|capi|transforms|conversion|runtime|pipeline|jit' (build-asan/)"
  export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
  export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
  ctest --test-dir build-asan --output-on-failure -j"$JOBS" \
    -L 'support|algebra|tools|dialect|capi|transforms|conversion|runtime|pipeline|jit' </dev/null | tee build-asan/ctest.log && asan=passed
  count build-asan/ctest.log
else
  total_fail=$((total_fail + 1))
fi

step "summary"
echo "tests (build/):                 $release"
echo "ASan+UBSan tests (build-asan/): $asan"
echo "$total_pass passed, $total_fail failed"
[[ $release == passed && $asan == passed ]]
