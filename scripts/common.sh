# shellcheck shell=bash
# Shared by demo.sh and test.sh (sourced, not run): quiet configure and
# build steps that show their log only when they fail.

# Repository root, whatever the caller's working directory.
CUTE_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JOBS=${JOBS:-2}

step() { printf '\n== %s\n' "$*"; }

# run_logged LOG CMD...: runs CMD with output in LOG; on failure shows the
# log's tail and returns the status.
run_logged() {
  local log=$1; shift
  local rc=0
  "$@" >"$log" 2>&1 </dev/null || rc=$?
  if (( rc != 0 )); then
    tail -n 60 "$log" >&2
    echo "error: '$*' failed with status $rc (full log: $log)" >&2
  fi
  return "$rc"
}

# configure BUILD_DIR [CMAKE_ARGS...]
configure() {
  local dir=$1; shift
  mkdir -p "$CUTE_ROOT/$dir"
  run_logged "$CUTE_ROOT/$dir/configure.log" \
    cmake -S "$CUTE_ROOT" -B "$CUTE_ROOT/$dir" "$@"
}

# build BUILD_DIR [--target T...]
build() {
  local dir=$1; shift
  run_logged "$CUTE_ROOT/$dir/build.log" \
    cmake --build "$CUTE_ROOT/$dir" -j"$JOBS" "$@"
}
