#!/usr/bin/env bash
# The installed package, as a host compiler's build sees it:
#   1. `cmake --install` of the whole build into a fresh prefix holds the
#      headers, libraries (with SONAMEs), tools, CMake package and .pc files,
#      and the installed headers include nothing that is not installed;
#   2. `--component runtime` alone installs the runtime and nothing of the
#      compiler; a program links it through find_package (shared and static)
#      and through pkg-config, and without a driver reports the runtime's
#      error; asking that prefix for the compiler component fails cleanly;
#   3. python-free-examples/embed builds against the full prefix with
#      find_package and with a plain `cc $(pkg-config ...)` line (and so
#      does the JIT example, which calls the runtime too); both
#      builds compile the example's input to the same PTX and ABI, and
#      the PTX assembles with ptxas (when a toolkit is present).
# usage: install_embed.sh BUILD_DIR SOURCE_DIR WORK_DIR LIBDIR [PTXAS]
# (LIBDIR: CMAKE_INSTALL_LIBDIR, relative to the prefix)
set -euo pipefail
build=$1 src=$2 work=$3 libdir=$4 ptxas=${5:-}

fail() { echo "install_embed: FAIL: $*" >&2; exit 1; }
step() { echo "install_embed: $*"; }
# run LOG CMD...: quiet unless it fails.
run() {
  local log=$1; shift
  "$@" >"$log" 2>&1 || { cat "$log" >&2; fail "'$*' exited $?"; }
}

rm -rf "$work"
mkdir -p "$work"
full=$work/prefix rt=$work/runtime-only

step "1. full install into $full"
run "$work/install.log" cmake --install "$build" --prefix "$full"
for f in bin/cute-opt bin/cute-translate bin/cute-layout \
         include/cute-c/cute-c.h include/cute-c/Algebra.h \
         include/cute-c/Export.h include/cute-c/Runtime.h \
         include/cute-c/RuntimeAot.h \
         include/cute-c/Version.h \
         "$libdir"/libcute-c.so "$libdir"/libcute_rt.so "$libdir"/libcute_rt.a \
         "$libdir"/cmake/CuteC/CuteCConfig.cmake \
         "$libdir"/cmake/CuteC/CuteCConfigVersion.cmake \
         "$libdir"/pkgconfig/cute-c.pc "$libdir"/pkgconfig/cute-rt.pc; do
  [[ -e $full/$f ]] || fail "the install lacks $f"
done
for lib in libcute-c libcute_rt; do
  soname=$(readelf -d "$full/$libdir/$lib.so" | grep -o 'SONAME.*\[.*\]') ||
    fail "$lib.so has no SONAME"
  [[ $soname == *"[$lib.so."[0-9]*"]" ]] || fail "$lib.so: unexpected $soname"
done
# Every quoted include of an installed header resolves among the installed
# headers (angle includes are the system's and MLIR's).
for h in "$full"/include/cute-c/*.h; do
  incs=$(grep -oE '^#include "[^"]+"' "$h") || continue
  while read -r inc; do
    name=${inc#\#include \"}
    name=${name%\"}
    [[ -e $full/include/$name || $name == mlir-c/* ]] ||
      fail "$(basename "$h") includes \"$name\", which is not installed"
  done <<<"$incs"
done
"$full/bin/cute-opt" --version >/dev/null || fail "installed cute-opt does not run"

step "2. runtime component alone into $rt"
run "$work/install-rt.log" cmake --install "$build" --prefix "$rt" --component runtime
[[ ! -e $rt/bin ]] || fail "the runtime component installed bin/"
[[ ! -e $rt/$libdir/libcute-c.so ]] || fail "the runtime component installed libcute-c.so"
[[ ! -e $rt/include/cute-c/cute-c.h ]] || fail "the runtime component installed the compiler headers"
[[ -e $rt/include/cute-c/RuntimeAot.h ]] || fail "the runtime component lacks RuntimeAot.h"
run "$work/rt-configure.log" cmake -S "$src/test/Package/rt_consumer" \
  -B "$work/rt-build" -DCMAKE_PREFIX_PATH="$rt"
run "$work/rt-build.log" cmake --build "$work/rt-build"
export PKG_CONFIG_PATH=$rt/$libdir/pkgconfig
# shellcheck disable=SC2046 # pkg-config's flags are meant to split
cc -std=c11 -o "$work/rt_consumer_pc" "$src/test/Package/rt_consumer/rt_consumer.c" \
  $(pkg-config --cflags --libs cute-rt) -Wl,-rpath,"$rt/$libdir" ||
  fail "cannot build against cute-rt.pc"
for exe in "$work/rt-build/rt_consumer" "$work/rt-build/rt_consumer_static" \
           "$work/rt_consumer_pc"; do
  rc=0
  out=$(CUTE_RT_LIBCUDA=/nonexistent/libcuda.so.1 "$exe") || rc=$?
  [[ $rc == 1 && $out == *"cannot load the CUDA driver"* ]] ||
    fail "$(basename "$exe") without a driver: exit $rc, '$out'"
done
rc=0
cmake -S "$src/python-free-examples/embed" -B "$work/embed-rt-only" \
  -DCMAKE_PREFIX_PATH="$rt" >"$work/embed-rt-only.log" 2>&1 || rc=$?
[[ $rc != 0 ]] || fail "find_package(CuteC COMPONENTS compiler) succeeded on a runtime-only prefix"
grep -q 'compiler' "$work/embed-rt-only.log" ||
  fail "the failed find_package does not name the missing component"

step "3. embedding example against $full"
export PKG_CONFIG_PATH=$full/$libdir/pkgconfig
run "$work/embed-configure.log" cmake -S "$src/python-free-examples/embed" \
  -B "$work/embed-cmake" -DCMAKE_PREFIX_PATH="$full"
run "$work/embed-build.log" cmake --build "$work/embed-cmake"
# shellcheck disable=SC2046
cc -std=c11 -Wall -Wextra -Werror -o "$work/embed-pkgconfig" \
  "$src/python-free-examples/embed/embed.c" \
  $(pkg-config --cflags --libs cute-c) -Wl,-rpath,"$full/$libdir" ||
  fail "cannot build the example against cute-c.pc"
# A JIT host calls libcute-c.so and libcute_rt.so alike: cute-c.pc
# brings both (Requires: cute-rt).
# shellcheck disable=SC2046
cc -std=c11 -Wall -Wextra -Werror -o "$work/jit-pkgconfig" \
  "$src/python-free-examples/jit_vector_add/jit_vector_add.c" \
  $(pkg-config --cflags --libs cute-c) -Wl,-rpath,"$full/$libdir" ||
  fail "cannot build a JIT host against cute-c.pc"
input=$src/python-free-examples/embed/input.mlir
for how in cmake pkgconfig; do
  exe=$work/embed-cmake/embed-compiler
  [[ $how == cmake ]] || exe=$work/embed-pkgconfig
  mkdir -p "$work/out-$how"
  run "$work/run-$how.log" "$exe" "$input" "$work/out-$how"
  [[ -s $work/out-$how/kernels.ptx ]] || fail "$how build wrote no kernels.ptx"
done
cmp -s "$work/out-cmake/kernels.ptx" "$work/out-pkgconfig/kernels.ptx" ||
  fail "the two builds wrote different PTX"
grep -q '^\.visible \.entry scale(' "$work/out-cmake/kernels.ptx" ||
  fail "kernels.ptx has no entry 'scale'"
grep -q '^kernel scale 2$' "$work/out-cmake/kernels.abi" ||
  fail "kernels.abi does not describe 'scale': $(cat "$work/out-cmake/kernels.abi")"
grep -q 'cute.composition.*!cute.layout<"((4,2),4):((8,1),2)">' "$work/run-cmake.log" ||
  fail "the op built through the C API did not get its inferred type"
if [[ -n $ptxas ]]; then
  run "$work/ptxas.log" "$ptxas" -arch=sm_90 -o "$work/kernels.cubin" \
    "$work/out-cmake/kernels.ptx"
  step "kernels.ptx assembles with $ptxas"
else
  step "no ptxas: the PTX was not assembled"
fi
step "ok"
