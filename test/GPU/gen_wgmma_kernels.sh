#!/usr/bin/env bash
# Writes the wgmma GPU check's kernels (README.md) as one module on stdout,
# result types of the right kind only (build_wgmma_kernels.sh fills them
# in with `cute-opt --cute-infer-result-types`). One kernel per case:
#   wgmma_{ss|rs}_{TA}_{TB}_{TC}_n{N}_a{k|mn}{SW}_b{k|mn}{SW}_{c|r}
# One warpgroup (128 threads) copies A (64 x K) and B (N x K), K-major in
# global memory, element by element into shared memory in the GMMA layout
# of the name (K- or MN-major, swizzle SW = 0 (interleave), 32, 64 or 128
# bytes; CuTe's tile_to_shape of Layout_{K,MN}_*_Atom, A's swizzle in its
# composed layout, B's on its pointer, NVIDIA's form), fences the async
# proxy and waits for the warpgroup, makes the descriptor views
# (mma.make_fragment), fills the accumulators with `init`, runs 4
# k-blocks of wgmma 64xNx16 (64xNx32 for fp8) through cute.gemm, and
# writes D (64 x N, N contiguous). `c`: the k-blocks unrolled, the first
# with a constant-false accumulate flag, the others constant true
# (nvvm.wgmma.mma_async; rs: inline PTX); `r`: the tiled MMA is a kernel
# argument (its flag is the launcher's) carried through an scf.for over
# the k-blocks, true after the first (the inline PTX with a runtime
# predicate). rs reads A from registers (its thread's partition of the
# shared tile, copied).
# Kernel arguments: A, B, D pointers, the tiled MMA (one i1: accumulate
# in the first k-block), init (f32; f16 for an f16 C).
# ONLY=REGEX keeps the kernels whose whole name matches it.
# usage: gen_wgmma_kernels.sh BUILD_DIR > wgmma_kernels.mlir
set -euo pipefail
layout=$1/bin/cute-layout
KB=4

bytesOf() { case $1 in f16 | bf16) echo 2 ;; *) echo 1 ;; esac; }
log2() { local v=$1 k=0; while ((v > 1)); do v=$((v / 2)) k=$((k + 1)); done; echo $k; }

# The shared-memory layout of one operand, MN x Kt values of `bytes`
# bytes, major `maj`, swizzle of `sw` bytes (0: interleave).
smemLayout() { # maj sw bytes mn kt
  local w=$(( $2 ? $2 / 16 : 1 )) t=$((16 / $3))
  local wt=$((w * t))
  if [ "$1" = k ]; then
    "$layout" tile_to_shape "(8,$wt):($wt,1)" "($4,$5)"
  else
    "$layout" tile_to_shape "($wt,8):(1,$wt)" "($4,$5)"
  fi
}

# kernel FRAG TA TB TC N AMAJ ASW BMAJ BSW PATH
kernel() {
  local frag=$1 ta=$2 tb=$3 tc=$4 n=$5 am=$6 asw=$7 bm=$8 bsw=$9 path=${10}
  local name="wgmma_${frag}_${ta}_${tb}_${tc}_n${n}_a${am}${asw}_b${bm}${bsw}_${path}"
  [[ -z ${ONLY:-} || $name =~ ^($ONLY)$ ]] || return 0
  local ab=$(bytesOf "$ta") k=$((32 / $(bytesOf "$ta")))
  local kt=$((KB * k)) nacc=$((64 * n / 128))
  local atom="!cute_nvgpu.sm90.mma<64x${n}x${k}, ab_major = (${am}, ${bm}), elem_type = (${ta}, ${tb}, ${tc}), frag_kind = ${frag}>"
  local tm="!cute.tiled_mma<${atom}, atom_layout_MNK = <\"(1,1,1):(0,0,0)\">>"
  local la=$(smemLayout "$am" "$asw" "$ab" 64 "$kt") lb=$(smemLayout "$bm" "$bsw" "$ab" "$n" "$kt")
  # A: the swizzle in the composed layout (on values of ab bytes).
  local sa="\"$la\"" laT="!cute.layout<\"$la\">"
  if ((asw)); then
    local sab="S<$(log2 $((asw / 16))),$((4 - $(log2 "$ab"))),3>"
    sa="\"$sab o 0 o $la\"" laT="!cute.composed_layout<\"$sab o 0 o $la\">"
  fi
  # B: the swizzle on the pointer (bytes), as NVIDIA writes it.
  local sb="\"$lb\""
  ((bsw)) && sb="S<$(log2 $((bsw / 16))),4,3>, \"$lb\""
  cat <<EOF
  gpu.func @${name}(%pa: !cute.ptr<${ta}, gmem, align<16>>, %pb: !cute.ptr<${tb}, gmem, align<16>>, %pd: !cute.ptr<${tc}, gmem, align<16>>, %tm0: ${tm}, %init: ${tc}) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %lA = "cute.static"() : () -> !cute.layout<"(64,${kt}):(${kt},1)">
    %gA = "cute.make_view"(%pa, %lA) : (!cute.ptr<${ta}, gmem, align<16>>, !cute.layout<"(64,${kt}):(${kt},1)">) -> !cute.memref<${ta}, gmem, "1:0">
    %lB = "cute.static"() : () -> !cute.layout<"(${n},${kt}):(${kt},1)">
    %gB = "cute.make_view"(%pb, %lB) : (!cute.ptr<${tb}, gmem, align<16>>, !cute.layout<"(${n},${kt}):(${kt},1)">) -> !cute.memref<${tb}, gmem, "1:0">
    %lD = "cute.static"() : () -> !cute.layout<"(64,${n}):(${n},1)">
    %gD = "cute.make_view"(%pd, %lD) : (!cute.ptr<${tc}, gmem, align<16>>, !cute.layout<"(64,${n}):(${n},1)">) -> !cute.memref<${tc}, gmem, "1:0">
    %lsA = "cute.static"() : () -> ${laT}
    %sA = "cute.memref.alloca"(%lsA) : (${laT}) -> !cute.memref<${ta}, smem, align<1024>, ${sa}>
    %lsB = "cute.static"() : () -> !cute.layout<"${lb}">
    %sB = "cute.memref.alloca"(%lsB) : (!cute.layout<"${lb}">) -> !cute.memref<${tb}, smem, align<1024>, ${sb}>
    %shA = "cute.static"() : () -> !cute.shape<"(64,${kt})">
    %nA = arith.constant $((64 * kt)) : i32
    scf.for %i = %tid to %nA step %c128 : i32 {
      %it = "cute.make_int_tuple"(%i) : (i32) -> !cute.int_tuple<"?">
      %crd = "cute.idx2crd"(%it, %shA) : (!cute.int_tuple<"?">, !cute.shape<"(64,${kt})">) -> !cute.coord<"(?,?)">
      %v = "cute.memref.load"(%gA, %crd) : (!cute.memref<${ta}, gmem, "1:0">, !cute.coord<"(?,?)">) -> ${ta}
      "cute.memref.store"(%sA, %crd, %v) : (!cute.memref<${ta}, smem, align<1024>, ${sa}>, !cute.coord<"(?,?)">, ${ta}) -> ()
    }
    %shB = "cute.static"() : () -> !cute.shape<"(${n},${kt})">
    %nB = arith.constant $((n * kt)) : i32
    scf.for %i = %tid to %nB step %c128 : i32 {
      %it = "cute.make_int_tuple"(%i) : (i32) -> !cute.int_tuple<"?">
      %crd = "cute.idx2crd"(%it, %shB) : (!cute.int_tuple<"?">, !cute.shape<"(${n},${kt})">) -> !cute.coord<"(?,?)">
      %v = "cute.memref.load"(%gB, %crd) : (!cute.memref<${tb}, gmem, "1:0">, !cute.coord<"(?,?)">) -> ${tb}
      "cute.memref.store"(%sB, %crd, %v) : (!cute.memref<${tb}, smem, align<1024>, ${sb}>, !cute.coord<"(?,?)">, ${tb}) -> ()
    }
    // Each thread's shared-memory writes made visible to the async proxy
    // (wgmma reads through it), then to the whole warpgroup.
    nvvm.fence.proxy { kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta> }
    gpu.barrier
    %wg = "cute.static"() : () -> !cute.coord<"0">
    %thr = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"?">
    %pB = "cute.tiled.mma.partition"(%tm0, %sB, %wg) <{operand_id = 1 : i32}> : (${tm}, !cute.memref<${tb}, smem, align<1024>, ${sb}>, !cute.coord<"0">) -> !cute.memref<${tb}, smem, "1:0">
    %fB = "cute.mma.make_fragment"(%tm0, %pB) <{operand_id = 1 : i32}> : (${tm}, !cute.memref<${tb}, smem, "1:0">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "1:0">
    %pD = "cute.tiled.mma.partition"(%tm0, %gD, %thr) <{operand_id = 2 : i32}> : (${tm}, !cute.memref<${tc}, gmem, "1:0">, !cute.coord<"?">) -> !cute.memref<${tc}, gmem, "1:0">
    %acc = "cute.mma.make_fragment"(%tm0, %pD) <{operand_id = 2 : i32}> : (${tm}, !cute.memref<${tc}, gmem, "1:0">) -> !cute.memref<${tc}, rmem, "1:0">
    %nacc = arith.constant ${nacc} : i32
    scf.for %j = %c0 to %nacc step %c1 : i32 {
      %cj = "cute.make_coord"(%j) : (i32) -> !cute.coord<"?">
      "cute.memref.store"(%acc, %cj, %init) : (!cute.memref<${tc}, rmem, "1:0">, !cute.coord<"?">, ${tc}) -> ()
    }
EOF
  if [ "$frag" = ss ]; then
    cat <<EOF
    %pA = "cute.tiled.mma.partition"(%tm0, %sA, %wg) <{operand_id = 0 : i32}> : (${tm}, !cute.memref<${ta}, smem, align<1024>, ${sa}>, !cute.coord<"0">) -> !cute.memref<${ta}, smem, "1:0">
    %fA = "cute.mma.make_fragment"(%tm0, %pA) <{operand_id = 0 : i32}> : (${tm}, !cute.memref<${ta}, smem, "1:0">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "1:0">
EOF
  else
    # rs: the thread's A values, copied from its partition of the tile.
    cat <<EOF
    %pA = "cute.tiled.mma.partition"(%tm0, %sA, %thr) <{operand_id = 0 : i32}> : (${tm}, !cute.memref<${ta}, smem, align<1024>, ${sa}>, !cute.coord<"?">) -> !cute.memref<${ta}, smem, "1:0">
    %fA = "cute.mma.make_fragment"(%tm0, %pA) <{operand_id = 0 : i32}> : (${tm}, !cute.memref<${ta}, smem, "1:0">) -> !cute.memref<${ta}, rmem, "1:0">
    %na = arith.constant $((k / 2 * KB)) : i32
    scf.for %j = %c0 to %na step %c1 : i32 {
      %cj = "cute.make_coord"(%j) : (i32) -> !cute.coord<"?">
      %v = "cute.memref.load"(%pA, %cj) : (!cute.memref<${ta}, smem, "1:0">, !cute.coord<"?">) -> ${ta}
      "cute.memref.store"(%fA, %cj, %v) : (!cute.memref<${ta}, rmem, "1:0">, !cute.coord<"?">, ${ta}) -> ()
    }
EOF
  fi
  local vA="!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, \"1:0\">"
  [ "$frag" = rs ] && vA="!cute.memref<${ta}, rmem, \"1:0\">"
  local vB="!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, \"1:0\">"
  local R="!cute.memref<${tc}, rmem, \"1:0\">"
  echo "    nvvm.wgmma.fence.aligned"
  if [ "$path" = r ] && [ "$frag" = ss ]; then
    cat <<EOF
    %kbN = arith.constant ${KB} : i32
    %r = scf.for %kb = %c0 to %kbN step %c1 iter_args(%t = %tm0) -> (${tm}) : i32 {
      %ck = "cute.make_coord"(%kb) : (i32) -> !cute.coord<"(_,_,?)">
      %a = "cute.slice"(%fA, %ck) : (${vA}, !cute.coord<"(_,_,?)">) -> ${vA}
      %b = "cute.slice"(%fB, %ck) : (${vB}, !cute.coord<"(_,_,?)">) -> ${vB}
      "cute.gemm"(%t, %acc, %a, %b, %acc) : (${tm}, ${R}, ${vA}, ${vB}, ${R}) -> ()
      %true = arith.constant true
      %at = "cute.make_atom"(%true) : (i1) -> ${atom}
      %t1 = "cute.make_tiled_mma"(%at) : (${atom}) -> ${tm}
      scf.yield %t1 : ${tm}
    }
EOF
  else
    # Unrolled: the first k-block's tiled MMA is the argument (r) or made
    # from a constant false (c); the others from a constant true.
    local kb
    for ((kb = 0; kb < KB; kb++)); do
      local t="%t$kb"
      if ((kb == 0)) && [ "$path" = r ]; then
        t="%tm0"
      else
        local flag=true
        ((kb == 0)) && flag=false
        cat <<EOF
    %f$kb = arith.constant ${flag}
    %at$kb = "cute.make_atom"(%f$kb) : (i1) -> ${atom}
    %t$kb = "cute.make_tiled_mma"(%at$kb) : (${atom}) -> ${tm}
EOF
      fi
      cat <<EOF
    %ck$kb = "cute.static"() : () -> !cute.coord<"(_,_,$kb)">
    %a$kb = "cute.slice"(%fA, %ck$kb) : (${vA}, !cute.coord<"(_,_,$kb)">) -> ${vA}
    %b$kb = "cute.slice"(%fB, %ck$kb) : (${vB}, !cute.coord<"(_,_,$kb)">) -> ${vB}
    "cute.gemm"($t, %acc, %a$kb, %b$kb, %acc) : (${tm}, ${R}, ${vA}, ${vB}, ${R}) -> ()
EOF
    done
  fi
  cat <<EOF
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    scf.for %j = %c0 to %nacc step %c1 : i32 {
      %cj = "cute.make_coord"(%j) : (i32) -> !cute.coord<"?">
      %v = "cute.memref.load"(%acc, %cj) : (${R}, !cute.coord<"?">) -> ${tc}
      "cute.memref.store"(%pD, %cj, %v) : (!cute.memref<${tc}, gmem, "1:0">, !cute.coord<"?">, ${tc}) -> ()
    }
    gpu.return
  }
EOF
}

# The widest MN-major swizzle that fits an extent of `mn` values of
# `bytes` bytes (the atom spans W 16-byte units along MN).
fitMN() { # sw bytes mn
  local sw=$1
  while ((sw && sw / $2 > $3)); do sw=$((sw / 2)); ((sw < 32)) && sw=0; done
  echo $sw
}

echo "// Generated by test/GPU/gen_wgmma_kernels.sh; do not edit."
echo "module attributes {gpu.container_module} {"
echo "gpu.module @kernels {"
# Every GMMA layout of f16 and bf16 (A and B of the same major and
# swizzle; an MN-major B narrower than the swizzle takes the widest that
# fits), fp8 e4m3 K-major, for N = 8, 64, 128, 256, both paths.
for t in f16 bf16; do
  for maj in k mn; do
    for sw in 0 32 64 128; do
      for n in 8 64 128 256; do
        bsw=$sw
        [ "$maj" = mn ] && bsw=$(fitMN "$sw" 2 "$n")
        for p in c r; do kernel ss $t $t f32 $n $maj $sw $maj $bsw $p; done
      done
    done
  done
done
for sw in 0 32 64 128; do
  for n in 8 64 128 256; do
    for p in c r; do kernel ss f8E4M3FN f8E4M3FN f32 $n k $sw k $sw $p; done
  done
done
# A and B of different majors, types and accumulators; A from registers.
for p in c r; do
  kernel ss f16 f16 f32 128 k 128 mn 64 $p
  kernel ss bf16 bf16 f32 64 mn 32 k 128 $p
  kernel ss f8E4M3FN f8E5M2 f32 64 k 128 k 64 $p
  kernel ss f16 f16 f16 64 k 128 k 128 $p
  kernel rs f16 f16 f32 128 k 128 k 128 $p
  kernel rs bf16 bf16 f32 64 k 0 mn 64 $p
  kernel rs f8E4M3FN f8E4M3FN f32 256 k 128 k 128 $p
done
echo "}"
echo "}"
