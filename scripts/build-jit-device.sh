#!/usr/bin/env bash
# Bundles the programs that compile in process for a GPU machine without
# MLIR: jit_bench (bench/), host_vector_add and jit_vector_add
# (python-free-examples/) and cute-translate (bench/gemm_compile.sh times
# it there) as one executable (bench/jit_device_main.c picks by its first
# argument), linked statically against MLIR/LLVM 22's
# archives (/usr/lib/llvm-22/lib/libMLIR*.a, libLLVM*.a) and ours, with
# libstdc++ and zlib static: it needs glibc and libzstd.so.1 there. About
# 155 MB stripped, 30 MB once xz'ed (what travels). OUT_DIR also gets the
# inputs (example 1, the host function, the GEMMs generated here) and
# run.sh, which unpacks the executable and runs all three.
# usage: build-jit-device.sh [BUILD_DIR] [OUT_DIR]   (then OUT_DIR/run.sh there)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build} out=${2:-build/jit-device}
llvm=$(llvm-config-22 --libdir)
mkdir -p "$out"
cmake --build "$build" -j2 --target cute_jit cute-opt cute-translate >/dev/null
obj=$(mktemp -d)
trap 'rm -rf "$obj"' EXIT
cflags=(-std=c11 -O2 -Iinclude -I"$build/include" -I"$(llvm-config-22 --includedir)"
        -Ilib/Support -Itools/common)
cc "${cflags[@]}" -c bench/jit_device_main.c -o "$obj/main.o"
cc "${cflags[@]}" -Dmain=jit_bench_main -c bench/jit_bench.c -o "$obj/bench.o"
for ex in host_vector_add jit_vector_add; do
  cc "${cflags[@]}" -Dmain=${ex}_main -c "python-free-examples/$ex/$ex.c" \
    -o "$obj/$ex.o"
done
for f in tools/cute-translate/*.c; do
  t=$(basename "$f" .c)
  cc "${cflags[@]}" -Dmain=cute_translate_main -c "$f" -o "$obj/translate_$t.o"
done
ours=()
for l in cute_jit cute_tool_io cute_capi cute_conversion cute_target \
         cute_dialect cute_support cute_algebra cute_rt; do
  ours+=("$build/lib/lib$l.a")
done
cc -o "$obj/cute-jit-device" "$obj"/*.o -fuse-ld=lld -s \
  -Wl,--gc-sections -Wl,--icf=all -static-libgcc \
  -Wl,--start-group "${ours[@]}" "$llvm"/libMLIR*.a "$llvm"/libLLVM*.a \
  -Wl,--end-group -Wl,-Bstatic -lstdc++ -lz -Wl,-Bdynamic \
  -lm -ldl -lpthread -lrt -l:libzstd.so.1
xz -T2 -6 -c "$obj/cute-jit-device" >"$out/cute-jit-device.xz"
cp python-free-examples/vector_add/vector_add.mlir \
   python-free-examples/host_vector_add/host_vector_add.mlir "$out/"
for g in sgemm tensorop hopper; do
  bash "python-free-examples/gemm/gen-$g.sh" "$build/bin/cute-opt" "$out/$g.mlir"
done
cat >"$out/run.sh" <<'RUN'
#!/bin/sh
# Unpacks cute-jit-device and runs the ExecutionEngine example, the JIT
# example twice (a compile, then a disk hit) and the JIT benchmark.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin=${TMPDIR:-/tmp}/cute-jit-device
python3 -c 'import lzma, sys; open(sys.argv[2], "wb").write(lzma.open(sys.argv[1]).read())' \
  "$here/cute-jit-device.xz" "$bin"
chmod +x "$bin"
cache=$(mktemp -d)
"$bin" host_vector_add "$here/host_vector_add.mlir"
"$bin" jit_vector_add "$here/vector_add.mlir" --cache-dir "$cache/jit"
"$bin" jit_vector_add "$here/vector_add.mlir" --cache-dir "$cache/jit"
"$bin" jit_bench --cold "${COLD:-3}" --warm "${WARM:-10}" \
  vector_add="$here/vector_add.mlir" sgemm="$here/sgemm.mlir" \
  tensorop="$here/tensorop.mlir" hopper="$here/hopper.mlir"
rm -rf "$cache" "$bin"
RUN
chmod +x "$out/run.sh"
echo "built $out: $(cd "$out" && ls | tr '\n' ' ')($(du -sh "$out" | cut -f1))"
