/* Argument checking and packing (cuteRtAbiKernelPack), no driver: the
 * exact packed parameter bytes for memrefs from tensor descriptors,
 * DLTensors (NULL strides, byte offsets) and pointer + leaves, for i32 and
 * i64 leaves, algebra leaves and every scalar type; and every check with
 * its exact message. Device pointers are plain numbers here: packing never
 * dereferences them. */
#include "cute-c/Runtime.h"
#include "rt_test.h"

static const char kAbi[] =
    "cute-kernel-abi 2\n"
    "kernel vadd 4\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32/4 1 spec (?{div=4}):(1)\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32/4 1 spec (?{div=4}):(1)\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32/4 1 spec (?{div=4}):(1)\n"
    "arg scalar i32\n"
    "end\n"
    "kernel rows 1\n"
    "arg memref bf16 gmem 16 flat 2 leaves 4 ?i32 128 128 1 spec "
    "(?,128):(128,1)\n"
    "end\n"
    "kernel wide 1\n"
    "arg memref f64 gmem 8 flat 2 leaves 4 ?i64 ?i64/8 1 ?i64 spec "
    "(?{i64},?{i64 div=8}):(1,?{i64})\n"
    "end\n"
    "kernel mixed 2\n"
    "arg memref i8 gmem 1 flat 2 leaves 4 ?i32 ?i32 ?i32 ?i32 spec "
    "(?,?):(?,?)\n"
    "arg memref tf32 gmem 4 flat 1 leaves 2 ?i32 ?i32 spec (?):(?)\n"
    "end\n"
    "kernel unit 2\n"
    "arg memref f32 gmem 4 flat 2 leaves 4 ?i32 8 8 1 spec (?,8):(8,1)\n"
    "arg memref f32 gmem 4 flat 2 leaves 4 ?i32 ?i32 ?i32/4 1 spec "
    "(?,?):(?{div=4},1)\n"
    "end\n"
    "kernel scalars 9\n"
    "arg scalar i1\n"
    "arg scalar i8\n"
    "arg scalar i16\n"
    "arg scalar i32\n"
    "arg scalar i64\n"
    "arg scalar f16\n"
    "arg scalar bf16\n"
    "arg scalar f32\n"
    "arg scalar f64\n"
    "end\n"
    "kernel algebra 6\n"
    "arg layout flat 2 leaves 4 ?i32 ?i32 1 ?i32/4 spec (?,?):(1,?{div=4})\n"
    "arg composed_layout leaves 5 ?i32 8 ?i64 ?i32 1 spec "
    "S<3,4,3> o ? o (8,?{i64}):(?,1)\n"
    "arg coord_tensor leaves 6 0 ?i32 ?i32 8 1@0 1@1 spec "
    "(0,?) (?,8):(1@0,1@1)\n"
    "arg tile leaves 3 ?i32 1 _ spec [?:1;_]\n"
    "arg swizzle leaves 0 spec S<2,3,3>\n"
    "arg ptr f16 gmem 8\n"
    "end\n"
    "kernel shapes 4\n"
    "arg memref f32 gmem 16 nested leaves 6 ?i32 4 8 1 ?i32 ?i32 spec "
    "((?,4),8):((1,?),?)\n"
    "arg memref f16 smem 16 composed leaves 5 0 8 ?i32 ?i32 1 spec "
    "S<3,4,3> o 0 o (8,?):(?,1)\n"
    "arg memref f8E4M3FN gmem 16 flat 0 leaves 0 spec ():()\n"
    "arg memref f4x4 gmem 16 flat 1 leaves 2 ?i32 1 spec (?):(1)\n"
    "end\n"
    "kernel divide 3\n"
    "arg scalar i32\n"
    "arg fast_divmod_divisor 32\n"
    "arg ptr i32 gmem 4\n"
    "end\n"
    "kernel span 5\n"
    "arg memref f32 gmem 4 flat 2 leaves 4 ?i32 ?i32 ?i32 1 spec (?,?):(?,1)\n"
    "arg memref f32 gmem 4 flat 2 leaves 4 ?i32 4 1 536870912 spec "
    "(?,4):(1,536870912)\n"
    "arg memref f32 gmem 4 flat 2 leaves 4 ?i32 ?i32 ?i64 1 spec "
    "(?,?):(?{i64},1)\n"
    "arg memref f32 gmem 4 flat 2 leaves 4 4 1024 2147483648 1 spec "
    "(4,1024):(2147483648,1)\n"
    "arg memref f32 gmem 4 flat 1 leaves 2 ?i64 1 spec (?{i64}):(1)\n"
    "end\n"
    "kernel atoms 5\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32 1 spec (?):(1)\n"
    "arg atom leaves 0 spec !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<"
    "1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <\"(16,16,1):(16,1,0)\">>\n"
    "arg layout flat 2 leaves 4 128 8 1 128 spec (128,8):(1,128)\n"
    "arg atom leaves 0 spec !cute_nvgpu.atom.universal_copy<f32, 128 b>\n"
    "arg scalar i32\n"
    "end\n"
    "kernel tma 2\n"
    "arg tma_desc load f16 rank 2 dims 1 0 box 64 128 swizzle 128B l2 128B "
    "oob none spec A\n"
    "arg scalar i32\n"
    "end\n"
    "kernel tma3 1\n"
    "arg tma_desc store bf16 rank 3 dims 2 0 1 box 8 4 2 swizzle none l2 none "
    "oob none spec C\n"
    "end\n";

static CuteRtAbi gAbi;

static CuteRtAbiKernel kernel(const char *name) {
  return cuteRtAbiLookupKernel(gAbi, name);
}

/* Packs and compares every slot with `want` (n values). */
static void expectPacked(const char *name, const CuteRtArg *args,
                         size_t numArgs, const uint64_t *want, size_t n,
                         int line) {
  CuteRtPackBuffer buf;
  CuteRtError err;
  if (cuteRtAbiKernelPack(kernel(name), args, numArgs, &buf, &err)) {
    fprintf(stderr, "%s:%d: pack failed: %s\n", __FILE__, line, err.message);
    rtTestFailures++;
    return;
  }
  bool ok = buf.numParams == n && buf.params[n] == NULL;
  for (size_t i = 0; ok && i < n; ++i)
    ok = buf.params[i] == &buf.slots[i] && buf.slots[i] == want[i];
  if (!ok) {
    fprintf(stderr, "%s:%d: %s packed %u params:", __FILE__, line, name,
            buf.numParams);
    for (uint32_t i = 0; i < buf.numParams; ++i)
      fprintf(stderr, " 0x%llx", (unsigned long long)buf.slots[i]);
    fprintf(stderr, "\n");
    rtTestFailures++;
  }
}

#define EXPECT_PACKED(name, args, ...)                                         \
  do {                                                                         \
    const uint64_t want_[] = {__VA_ARGS__};                                    \
    expectPacked(name, args, sizeof(args) / sizeof(args[0]), want_,            \
                 sizeof want_ / sizeof want_[0], __LINE__);                    \
  } while (0)

static void testMemrefs(void) {
  /* Descriptor, DLTensor with NULL strides, pointer + leaves. */
  int64_t n = 1024, one = 1;
  CuteRtTensor a = {0x10000, CUTE_RT_ELEM_F32, 1, &n, &one};
  int64_t dlShape[] = {1024};
  CuteRtDLTensor b = {(void *)0x20000, {2, 0}, 1, {2, 32, 1}, dlShape, NULL, 0};
  int64_t cLeaves[] = {1024};
  CuteRtArg args[] = {cuteRtArgTensor(&a), cuteRtArgDLTensor(&b),
                      cuteRtArgMemref(0x30000, cLeaves, 1), cuteRtArgI32(-7)};
  EXPECT_PACKED("vadd", args, 0x10000, 1024, 0x20000, 1024, 0x30000, 1024,
                0xFFFFFFF9u);

  /* Row-major from DLPack, byte_offset added, managed memory accepted. */
  int64_t rs[] = {300, 128};
  CuteRtDLTensor r = {(void *)0x40000, {13, 0}, 2, {4, 16, 1}, rs, NULL, 256};
  CuteRtArg rargs[] = {cuteRtArgDLTensor(&r)};
  EXPECT_PACKED("rows", rargs, 0x40100, 300);

  /* 64-bit leaves: the full value in 8 bytes. */
  int64_t ws[] = {5000000000LL, 16}, wd[] = {1, 5000000000LL};
  CuteRtTensor w = {0x50000, CUTE_RT_ELEM_F64, 2, ws, wd};
  CuteRtArg wargs[] = {cuteRtArgTensor(&w)};
  EXPECT_PACKED("wide", wargs, 0x50000, 5000000000ULL, 16, 5000000000ULL);

  /* Signless i8 takes int8 and uint8; negative strides; tf32 takes f32. */
  int64_t ms[] = {4, 6}, md[] = {-6, -1};
  CuteRtDLTensor m = {(void *)0x60007, {2, 0}, 2, {1, 8, 1}, ms, md, 0};
  int64_t ts = 10, td = 3;
  CuteRtTensor t = {0x70004, CUTE_RT_ELEM_F32, 1, &ts, &td};
  CuteRtArg margs[] = {cuteRtArgDLTensor(&m), cuteRtArgTensor(&t)};
  EXPECT_PACKED("mixed", margs, 0x60007, 4, 6, 0xFFFFFFFAu, 0xFFFFFFFFu,
                0x70004, 10, 3);

  /* A mode of extent 1 has no meaningful stride: not checked, and a
   * dynamic stride that fails its checks is passed as 0. */
  int64_t us[] = {1, 8}, ud[] = {99, 1}, vs[] = {1, 5}, vd[] = {3, 1};
  CuteRtTensor u = {0x80000, CUTE_RT_ELEM_F32, 2, us, ud};
  CuteRtTensor v = {0x90000, CUTE_RT_ELEM_F32, 2, vs, vd};
  CuteRtArg uargs[] = {cuteRtArgTensor(&u), cuteRtArgTensor(&v)};
  EXPECT_PACKED("unit", uargs, 0x80000, 1, 0x90000, 1, 5, 0);

  /* Rank 0 binds to `():()`; a static layout takes a bare pointer. */
  int64_t ps = 7;
  CuteRtTensor p = {0xA0000, CUTE_RT_ELEM_F32, 1, &ps, NULL};
  CuteRtTensor z = {0xB0000, CUTE_RT_ELEM_F8E4M3FN, 0, NULL, NULL};
  int64_t nested[] = {3, 5, 7};
  int64_t composed[] = {64, 8};
  CuteRtArg sargs[] = {cuteRtArgMemref(0xA0000, nested, 3),
                       cuteRtArgMemref(0xC0000, composed, 2),
                       cuteRtArgTensor(&z), cuteRtArgMemref(0xD0000, &ps, 1)};
  (void)p;
  EXPECT_PACKED("shapes", sargs, 0xA0000, 3, 5, 7, 0xC0000, 64, 8, 0xB0000,
                0xD0000, 7);
  CuteRtArg zargs[] = {sargs[0], sargs[1], cuteRtArgPointer(0xB0000),
                       sargs[3]};
  EXPECT_PACKED("shapes", zargs, 0xA0000, 3, 5, 7, 0xC0000, 64, 8, 0xB0000,
                0xD0000, 7);
}

static void testScalarsAndLeaves(void) {
  CuteRtArg sargs[] = {
      cuteRtArgInt(CUTE_RT_SCALAR_I1, 1),
      cuteRtArgInt(CUTE_RT_SCALAR_I8, -1),
      cuteRtArgInt(CUTE_RT_SCALAR_I16, 65535),
      cuteRtArgI32(-2),
      cuteRtArgI64(-3),
      cuteRtArgHalfBits(CUTE_RT_SCALAR_F16, 0x3C00),
      cuteRtArgHalfBits(CUTE_RT_SCALAR_BF16, 0x3F80),
      cuteRtArgF32(1.5f),
      cuteRtArgF64(-2.0)};
  EXPECT_PACKED("scalars", sargs, 1, 0xFF, 0xFFFF, 0xFFFFFFFEu,
                0xFFFFFFFFFFFFFFFDULL, 0x3C00, 0x3F80, 0x3FC00000u,
                0xC000000000000000ULL);

  int64_t l0[] = {4, 8, 12}, l1[] = {-5, 6000000000LL, 3}, l2[] = {9, 2},
          l3[] = {32};
  CuteRtArg aargs[] = {cuteRtArgLeaves(l0, 3), cuteRtArgLeaves(l1, 3),
                       cuteRtArgLeaves(l2, 2), cuteRtArgLeaves(l3, 1),
                       cuteRtArgLeaves(NULL, 0), cuteRtArgPointer(0x1008)};
  EXPECT_PACKED("algebra", aargs, 4, 8, 12, 0xFFFFFFFBu, 6000000000ULL, 3, 9,
                2, 32, 0x1008);
}

/* Packing `args` into `name` fails with exactly `msg` at argIndex `index`. */
static void expectError(const char *name, const CuteRtArg *args, size_t n,
                        int index, const char *msg, int line) {
  CuteRtPackBuffer buf;
  CuteRtError err;
  CuteRtStatus st = cuteRtAbiKernelPack(kernel(name), args, n, &buf, &err);
  if (st != CUTE_RT_ERROR_INVALID_ARGUMENT || strcmp(err.message, msg) != 0 ||
      err.argIndex != index) {
    fprintf(stderr,
            "%s:%d: status %d, argIndex %d (expected %d)\n  got:      %s\n"
            "  expected: %s\n",
            __FILE__, line, st, st ? err.argIndex : -2, index,
            st ? err.message : "(success)", msg);
    rtTestFailures++;
  }
}

#define EXPECT_ERROR(name, args, index, msg)                                   \
  expectError(name, args, sizeof(args) / sizeof(args[0]), index, msg, __LINE__)

static void testErrors(void) {
  int64_t n = 1024, one = 1, three = 3, odd = 1001, big = 3000000000LL;
  CuteRtTensor good = {0x10000, CUTE_RT_ELEM_F32, 1, &n, &one};
  CuteRtArg ok = cuteRtArgTensor(&good);

  CuteRtArg two[] = {ok, ok};
  EXPECT_ERROR("vadd", two, -1, "vadd: 2 arguments given, the kernel takes 4");

  CuteRtTensor f16 = {0x10000, CUTE_RT_ELEM_F16, 1, &n, &one};
  CuteRtArg e1[] = {cuteRtArgNamed(cuteRtArgTensor(&f16), "a"), ok, ok,
                    cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", e1, 0,
               "vadd: argument 0 (\"a\"): element type is f16, the kernel "
               "was compiled for f32");

  CuteRtTensor strided = {0x10000, CUTE_RT_ELEM_F32, 1, &n, &three};
  CuteRtArg e2[] = {ok, cuteRtArgNamed(cuteRtArgTensor(&strided), "b"), ok,
                    cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", e2, 1,
               "vadd: argument 1 (\"b\"): stride of mode 0 is 3, the kernel "
               "was compiled for 1");

  CuteRtTensor oddT = {0x10000, CUTE_RT_ELEM_F32, 1, &odd, &one};
  CuteRtArg e3[] = {ok, ok, cuteRtArgTensor(&oddT), cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", e3, 2,
               "vadd: argument 2: shape of mode 0 is 1001, the kernel "
               "requires a multiple of 4");

  CuteRtTensor bigT = {0x10000, CUTE_RT_ELEM_F32, 1, &big, &one};
  CuteRtArg e4[] = {cuteRtArgTensor(&bigT), ok, ok, cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", e4, 0,
               "vadd: argument 0: shape of mode 0 is 3000000000, outside the "
               "32-bit range of the kernel's leaf (a `?{i64}` leaf takes "
               "64-bit values)");

  CuteRtTensor misaligned = {0x10004, CUTE_RT_ELEM_F32, 1, &n, &one};
  CuteRtArg e5[] = {ok, cuteRtArgTensor(&misaligned), ok, cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", e5, 1,
               "vadd: argument 1: data pointer 0x10004 is not aligned to 16 "
               "bytes as the kernel requires");

  int64_t two2[] = {32, 32};
  CuteRtTensor rank2 = {0x10000, CUTE_RT_ELEM_F32, 2, two2, NULL};
  CuteRtArg e6[] = {ok, ok, cuteRtArgTensor(&rank2), cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", e6, 2,
               "vadd: argument 2: rank is 2, the kernel's layout "
               "(?{div=4}):(1) has rank 1");

  int64_t neg = -4;
  CuteRtTensor negT = {0x10000, CUTE_RT_ELEM_F32, 1, &neg, &one};
  CuteRtArg e7[] = {cuteRtArgTensor(&negT), ok, ok, cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", e7, 0,
               "vadd: argument 0: shape of mode 0 is -4, not a valid extent");

  CuteRtArg e8[] = {ok, ok, ok, cuteRtArgF32(1.0f)};
  EXPECT_ERROR("vadd", e8, 3,
               "vadd: argument 3: scalar type is f32, the kernel takes i32");

  CuteRtArg e9[] = {cuteRtArgI32(5), ok, ok, cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", e9, 0,
               "vadd: argument 0: the kernel takes memref f32 (?{div=4}):(1), "
               "got a scalar (use cuteRtArgTensor, cuteRtArgDLTensor or "
               "cuteRtArgMemref)");

  CuteRtArg e10[] = {ok, ok, ok, cuteRtArgTensor(&good)};
  EXPECT_ERROR("vadd", e10, 3,
               "vadd: argument 3: the kernel takes scalar i32, got a tensor "
               "descriptor (use cuteRtArgInt, cuteRtArgF32, ...)");

  CuteRtArg e11[] = {cuteRtArgPointer(0x10000), ok, ok, cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", e11, 0,
               "vadd: argument 0: 0 leaves given, the kernel's (?{div=4}):(1) "
               "has 1 dynamic leaves");

  CuteRtArg e12[] = {cuteRtArgTensor(NULL), ok, ok, cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", e12, 0,
               "vadd: argument 0: the tensor descriptor is NULL");

  /* DLPack checks. */
  int64_t dn[] = {1024};
  CuteRtDLTensor cpu = {(void *)0x10000, {1, 0}, 1, {2, 32, 1}, dn, NULL, 0};
  CuteRtArg d1[] = {cuteRtArgDLTensor(&cpu), ok, ok, cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", d1, 0,
               "vadd: argument 0: DLPack device type 1 (kDLCPU) is not CUDA "
               "(2) or CUDA managed (13) memory");
  CuteRtDLTensor lanes = {(void *)0x10000, {2, 0}, 1, {2, 32, 4}, dn, NULL, 0};
  CuteRtArg d2[] = {cuteRtArgDLTensor(&lanes), ok, ok, cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", d2, 0,
               "vadd: argument 0: DLPack dtype has 4 lanes; only scalar "
               "elements (1 lane) are supported");
  CuteRtDLTensor half = {(void *)0x10000, {2, 0}, 1, {2, 16, 1}, dn, NULL, 0};
  CuteRtArg d3[] = {cuteRtArgDLTensor(&half), ok, ok, cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", d3, 0,
               "vadd: argument 0: element type is DLPack float16 (code 2, "
               "bits 16), the kernel was compiled for f32");
  CuteRtDLTensor offset = {(void *)0x10000, {2, 0}, 1, {2, 32, 1}, dn, NULL, 4};
  CuteRtArg d4[] = {cuteRtArgDLTensor(&offset), ok, ok, cuteRtArgI32(0)};
  EXPECT_ERROR("vadd", d4, 0,
               "vadd: argument 0: data pointer 0x10004 is not aligned to 16 "
               "bytes as the kernel requires");
  int64_t rs[] = {300, 64};
  CuteRtDLTensor cols = {(void *)0x40000, {2, 0}, 2, {4, 16, 1}, rs, NULL, 0};
  CuteRtArg d5[] = {cuteRtArgDLTensor(&cols)};
  EXPECT_ERROR("rows", d5, 0,
               "rows: argument 0: shape of mode 1 is 64, the kernel was "
               "compiled for 128");
  int64_t rd[] = {1, 300};
  rs[1] = 128;
  CuteRtDLTensor colMajor = {(void *)0x40000, {2, 0}, 2, {4, 16, 1}, rs, rd, 0};
  CuteRtArg d6[] = {cuteRtArgDLTensor(&colMajor)};
  EXPECT_ERROR("rows", d6, 0,
               "rows: argument 0: stride of mode 0 is 1, the kernel was "
               "compiled for 128");

  /* Layouts that bind only to leaves; unknown element types. */
  int64_t s3[] = {4, 4, 8};
  CuteRtTensor t3 = {0x10000, CUTE_RT_ELEM_F32, 3, s3, NULL};
  int64_t leaves2[] = {64, 8}, leaf1 = 4;
  CuteRtTensor z = {0xB0000, CUTE_RT_ELEM_F8E4M3FN, 0, NULL, NULL};
  CuteRtArg l1[] = {cuteRtArgTensor(&t3), cuteRtArgMemref(0xC0000, leaves2, 2),
                    cuteRtArgTensor(&z), cuteRtArgMemref(0xD0000, &leaf1, 1)};
  EXPECT_ERROR("shapes", l1, 0,
               "shapes: argument 0: the kernel's layout ((?,4),8):((1,?),?) "
               "is nested; a tensor binds only to a flat layout (one leaf per "
               "mode): pass the pointer and the layout's 3 dynamic leaves "
               "(cuteRtArgMemref)");
  int64_t nested[] = {3, 5, 7};
  CuteRtTensor t2 = {0xC0000, CUTE_RT_ELEM_F16, 2, two2, NULL};
  CuteRtArg l2[] = {cuteRtArgMemref(0xA0000, nested, 3), cuteRtArgTensor(&t2),
                    cuteRtArgTensor(&z), cuteRtArgMemref(0xD0000, &leaf1, 1)};
  EXPECT_ERROR("shapes", l2, 1,
               "shapes: argument 1: the kernel's layout S<3,4,3> o 0 o "
               "(8,?):(?,1) is a composed layout; a tensor binds only to a "
               "flat layout (one leaf per mode): pass the pointer and the "
               "layout's 2 dynamic leaves (cuteRtArgMemref)");
  CuteRtTensor t1 = {0xD0000, CUTE_RT_ELEM_F32, 1, &leaf1, NULL};
  CuteRtArg l3[] = {l2[0], cuteRtArgMemref(0xC0000, leaves2, 2),
                    cuteRtArgTensor(&z), cuteRtArgTensor(&t1)};
  EXPECT_ERROR("shapes", l3, 3,
               "shapes: argument 3: the kernel's element type f4x4 is "
               "unknown to the runtime: pass the pointer and leaves "
               "(cuteRtArgMemref)");

  /* Leaves, scalars, pointers. */
  int64_t al[] = {4, 8, 6}, cl[] = {1, 2, 3}, tl[] = {1};
  CuteRtArg okAlgebra[] = {cuteRtArgLeaves(al, 3), cuteRtArgLeaves(cl, 3),
                           cuteRtArgLeaves(cl, 2), cuteRtArgLeaves(tl, 1),
                           cuteRtArgLeaves(NULL, 0), cuteRtArgPointer(0x1000)};
  EXPECT_ERROR("algebra", okAlgebra, 0,
               "algebra: argument 0: leaf 2 is 6, the kernel requires a "
               "multiple of 4");
  okAlgebra[0] = cuteRtArgLeaves(al, 2);
  EXPECT_ERROR("algebra", okAlgebra, 0,
               "algebra: argument 0: 2 leaves given, the kernel's "
               "(?,?):(1,?{div=4}) has 3 dynamic leaves");
  al[2] = 8;
  okAlgebra[0] = cuteRtArgLeaves(al, 3);
  okAlgebra[5] = cuteRtArgMemref(0x1000, tl, 1);
  EXPECT_ERROR("algebra", okAlgebra, 5,
               "algebra: argument 5: 1 leaves given for a ptr, which has "
               "none");
  okAlgebra[5] = cuteRtArgPointer(0x1004);
  EXPECT_ERROR("algebra", okAlgebra, 5,
               "algebra: argument 5: data pointer 0x1004 is not aligned to 8 "
               "bytes as the kernel requires");
  okAlgebra[5] = cuteRtArgLeaves(tl, 1);
  EXPECT_ERROR("algebra", okAlgebra, 5,
               "algebra: argument 5: the kernel takes ptr f16, got leaves "
               "(use cuteRtArgPointer)");
  okAlgebra[5] = cuteRtArgPointer(0x1000);
  okAlgebra[1] = cuteRtArgPointer(0x1000);
  EXPECT_ERROR("algebra", okAlgebra, 1,
               "algebra: argument 1: the kernel takes composed_layout S<3,4,3> "
               "o ? o (8,?{i64}):(?,1), got a pointer (use cuteRtArgLeaves)");
  okAlgebra[1] = cuteRtArgLeaves(NULL, 3);
  EXPECT_ERROR("algebra", okAlgebra, 1,
               "algebra: argument 1: the leaves array is NULL");

  CuteRtArg sc[] = {cuteRtArgInt(CUTE_RT_SCALAR_I1, 2),
                    cuteRtArgInt(CUTE_RT_SCALAR_I8, 300),
                    cuteRtArgInt(CUTE_RT_SCALAR_I16, -40000),
                    cuteRtArgI64(5000000000LL),
                    cuteRtArgI64(0),
                    cuteRtArgHalfBits(CUTE_RT_SCALAR_F16, 0),
                    cuteRtArgHalfBits(CUTE_RT_SCALAR_BF16, 0),
                    cuteRtArgF32(0),
                    cuteRtArgF64(0)};
  EXPECT_ERROR("scalars", sc, 0,
               "scalars: argument 0: value 2 does not fit i1");
  sc[0] = cuteRtArgInt(CUTE_RT_SCALAR_I1, 0);
  EXPECT_ERROR("scalars", sc, 1,
               "scalars: argument 1: value 300 does not fit i8");
  sc[1] = cuteRtArgInt(CUTE_RT_SCALAR_I8, 255);
  EXPECT_ERROR("scalars", sc, 2,
               "scalars: argument 2: value -40000 does not fit i16");
  sc[2] = cuteRtArgInt(CUTE_RT_SCALAR_I16, -32768);
  EXPECT_ERROR("scalars", sc, 3,
               "scalars: argument 3: scalar type is i64, the kernel takes "
               "i32");
  sc[3] = cuteRtArgInt(CUTE_RT_SCALAR_I32, 5000000000LL);
  EXPECT_ERROR("scalars", sc, 3,
               "scalars: argument 3: value 5000000000 does not fit i32");
  sc[3] = cuteRtArgInt(CUTE_RT_SCALAR_I32, 4294967295LL);
  sc[5] = cuteRtArgInt(CUTE_RT_SCALAR_F16, 70000);
  EXPECT_ERROR("scalars", sc, 5,
               "scalars: argument 5: f16 bits 0x11170 do not fit 16 bits");

  CuteRtPackBuffer buf;
  CuteRtError err;
  CHECK_FAIL(cuteRtAbiKernelPack(kernel("nope"), NULL, 0, &buf, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteRtAbiKernelPack: the kernel is null");
  CHECK_FAIL(cuteRtAbiKernelPack(kernel("vadd"), NULL, 4, &buf, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "vadd: the argument array is NULL");
}

/* Offsets the kernel computes in 32 bits must fit them (docs/lowering.md,
 * "Widths"): a layout of 32-bit leaves promises offsets below 2^31. */
static void testSpans(void) {
  /* At the limit: 32767 * 65536 + 65535 = 2^31 - 1; (2^29 - 1) + 3 * 2^29
   * likewise. A ?{i64} stride, a static stride of 2^31 (the kernel
   * computes in 64 bits) and a ?{i64} extent take more. */
  int64_t s0[] = {32768, 65536}, d0[] = {65536, 1};
  int64_t s1[] = {536870912, 4}, d1[] = {1, 536870912};
  int64_t s2[] = {65536, 65536}, d2[] = {65536, 1};
  int64_t s3[] = {4, 1024}, d3[] = {2147483648LL, 1};
  int64_t s4 = 6000000000LL, d4 = 1;
  CuteRtTensor t0 = {0x10000, CUTE_RT_ELEM_F32, 2, s0, d0};
  CuteRtTensor t1 = {0x20000, CUTE_RT_ELEM_F32, 2, s1, d1};
  CuteRtTensor t2 = {0x30000, CUTE_RT_ELEM_F32, 2, s2, d2};
  CuteRtTensor t3 = {0x40000, CUTE_RT_ELEM_F32, 2, s3, d3};
  CuteRtTensor t4 = {0x50000, CUTE_RT_ELEM_F32, 1, &s4, &d4};
  CuteRtArg ok[] = {cuteRtArgTensor(&t0), cuteRtArgTensor(&t1),
                    cuteRtArgTensor(&t2), cuteRtArgTensor(&t3),
                    cuteRtArgTensor(&t4)};
  EXPECT_PACKED("span", ok, 0x10000, 32768, 65536, 65536, 0x20000,
                536870912, 0x30000, 65536, 65536, 65536, 0x40000, 0x50000,
                6000000000ULL);

  /* One more row or one element more: refused, naming the argument. */
  int64_t s5[] = {65536, 65536};
  CuteRtTensor t5 = {0x10000, CUTE_RT_ELEM_F32, 2, s5, d0};
  CuteRtArg e1[] = {cuteRtArgNamed(cuteRtArgTensor(&t5), "a"), ok[1], ok[2],
                    ok[3], ok[4]};
  EXPECT_ERROR("span", e1, 0,
               "span: argument 0 (\"a\"): its offsets reach 4294967295 "
               "elements in modes the kernel computes in 32 bits (layout "
               "(?,?):(?,1): 32-bit strides promise offsets below 2^31; a "
               "`?{i64}` stride takes 64-bit ones)");
  int64_t s6[] = {536870913, 4};
  CuteRtTensor t6 = {0x20000, CUTE_RT_ELEM_F32, 2, s6, d1};
  CuteRtArg e2[] = {ok[0], cuteRtArgTensor(&t6), ok[2], ok[3], ok[4]};
  EXPECT_ERROR("span", e2, 1,
               "span: argument 1: its offsets reach 2147483648 elements in "
               "modes the kernel computes in 32 bits (layout "
               "(?,4):(1,536870912): 32-bit strides promise offsets below "
               "2^31; a `?{i64}` stride takes 64-bit ones)");

  /* The same through pointer + leaves. */
  int64_t leaves[] = {65536, 65536, 65536};
  CuteRtArg e3[] = {cuteRtArgMemref(0x10000, leaves, 3), ok[1], ok[2], ok[3],
                    ok[4]};
  EXPECT_ERROR("span", e3, 0,
               "span: argument 0: its offsets reach 4294967295 elements in "
               "modes the kernel computes in 32 bits (layout (?,?):(?,1): "
               "32-bit strides promise offsets below 2^31; a `?{i64}` stride "
               "takes 64-bit ones)");
  int64_t fits[] = {32768, 65536, 65536};
  CuteRtArg p3[] = {cuteRtArgMemref(0x10000, fits, 3), ok[1], ok[2], ok[3],
                    ok[4]};
  EXPECT_PACKED("span", p3, 0x10000, 32768, 65536, 65536, 0x20000,
                536870912, 0x30000, 65536, 65536, 65536, 0x40000, 0x50000,
                6000000000ULL);

  /* 64-bit strides still need offsets below 2^63. */
  int64_t s8[] = {4, 2}, d8[] = {4611686018427387904LL, 1};
  CuteRtTensor t8 = {0x30000, CUTE_RT_ELEM_F32, 2, s8, d8};
  CuteRtArg e5[] = {ok[0], ok[1], cuteRtArgTensor(&t8), ok[3], ok[4]};
  EXPECT_ERROR("span", e5, 2,
               "span: argument 2: its offsets reach 13835058055282163713 "
               "elements, past the 64-bit arithmetic of the kernel (layout "
               "(?,?):(?{i64},1))");

  /* A 32-bit stride leaf given 2^31. */
  int64_t d7[] = {2147483648LL, 1}, s7[] = {2, 4};
  CuteRtTensor t7 = {0x10000, CUTE_RT_ELEM_F32, 2, s7, d7};
  CuteRtArg e4[] = {cuteRtArgNamed(cuteRtArgTensor(&t7), "a"), ok[1], ok[2],
                    ok[3], ok[4]};
  EXPECT_ERROR("span", e4, 0,
               "span: argument 0 (\"a\"): stride of mode 0 is 2147483648, "
               "outside the 32-bit range of the kernel's leaf (a `?{i64}` "
               "leaf takes 64-bit values)");
}

/* A fast divisor is given as its divisor and packed as CuTe's FastDivmod:
 * divisor, multiplier, shift (three i32), which divide every n in
 * [0, 2^31) as umulhi(n, multiplier) >> shift (the kernel's n / d; d == 1
 * passes n through). */
static void testDivisor(void) {
  CuteRtArg args[] = {cuteRtArgI32(10), cuteRtArgI32(3),
                      cuteRtArgPointer(0x1000)};
  EXPECT_PACKED("divide", args, 10, 3, 0xAAAAAAABu, 1, 0x1000);
  args[1] = cuteRtArgI32(1);
  EXPECT_PACKED("divide", args, 10, 1, 0, 0, 0x1000);
  args[1] = cuteRtArgI32(2);
  EXPECT_PACKED("divide", args, 10, 2, 0x80000000u, 0, 0x1000);
  args[1] = cuteRtArgI32(64);
  EXPECT_PACKED("divide", args, 10, 64, 0x80000000u, 5, 0x1000);

  static const int32_t divisors[] = {
      2, 3, 5, 7, 10, 64, 65537, 1000003, 1 << 30, INT32_MAX - 1, INT32_MAX};
  static const uint32_t dividends[] = {
      0,          1,          2,          3,          6,
      7,          1000,       65536,      1000002,    1000003,
      0x3FFFFFFF, 0x40000000, 0x7FFFFFFE, 0x7FFFFFFF, 123456789};
  for (size_t i = 0; i < sizeof divisors / sizeof divisors[0]; ++i) {
    CuteRtPackBuffer buf;
    CuteRtError err;
    args[1] = cuteRtArgI32(divisors[i]);
    CHECK_OK(cuteRtAbiKernelPack(kernel("divide"), args, 3, &buf, &err), err);
    uint64_t d = buf.slots[1], m = buf.slots[2], sh = buf.slots[3];
    CHECK(d == (uint64_t)divisors[i] && m <= UINT32_MAX && sh < 32);
    for (size_t j = 0; j < sizeof dividends / sizeof dividends[0]; ++j) {
      uint32_t n = dividends[j];
      uint32_t q = (uint32_t)(((uint64_t)n * m) >> 32) >> sh;
      if (q != n / d) {
        fprintf(stderr, "divisor %llu: %u / d gives %u\n",
                (unsigned long long)d, n, q);
        rtTestFailures++;
      }
    }
  }

  args[1] = cuteRtArgI32(0);
  EXPECT_ERROR("divide", args, 1,
               "divide: argument 1: divisor 0 is outside 1 to 2147483647, the "
               "range of a fast_divmod_divisor 32");
  args[1] = cuteRtArgNamed(cuteRtArgI32(-7), "d");
  EXPECT_ERROR("divide", args, 1,
               "divide: argument 1 (\"d\"): divisor -7 is outside 1 to "
               "2147483647, the range of a fast_divmod_divisor 32");
  args[1] = cuteRtArgInt(CUTE_RT_SCALAR_I32, 2147483648LL);
  EXPECT_ERROR("divide", args, 1,
               "divide: argument 1: divisor 2147483648 is outside 1 to "
               "2147483647, the range of a fast_divmod_divisor 32");
  args[1] = cuteRtArgI64(3);
  EXPECT_ERROR("divide", args, 1,
               "divide: argument 1: scalar type is i64, the kernel's "
               "fast_divmod_divisor 32 takes the divisor as i32");
  int64_t three[] = {3, 0xAAAAAAAB, 1};
  args[1] = cuteRtArgLeaves(three, 3);
  EXPECT_ERROR("divide", args, 1,
               "divide: argument 1: the kernel takes fast_divmod_divisor 32, "
               "got leaves (use cuteRtArgI32 with the divisor)");
}

/* The forms that do not bind to a descriptor but come only from hand-made
 * ABI text: scaled-basis strides and more modes than the runtime binds. */
/* An atom passes nothing: cuteRtArgNone() holds its place, so argument
 * i stays the kernel's argument i; a static layout takes it too. */
static void testAtoms(void) {
  int64_t n = 64, one = 1, two = 2;
  CuteRtTensor t = {0x2000, CUTE_RT_ELEM_F32, 1, &n, &one};
  CuteRtArg args[] = {cuteRtArgTensor(&t), cuteRtArgNone(),
                      cuteRtArgLeaves(NULL, 0), cuteRtArgNone(),
                      cuteRtArgI32(7)};
  EXPECT_PACKED("atoms", args, 0x2000, 64, 7);
  args[2] = cuteRtArgNone();
  EXPECT_PACKED("atoms", args, 0x2000, 64, 7);
  CuteRtAbiArgInfo info;
  CuteRtError err;
  CHECK_OK(cuteRtAbiKernelGetArgInfo(kernel("atoms"), 3, &info, &err), err);
  CHECK(info.kind == CUTE_RT_ABI_ATOM && info.numParams == 0 &&
        info.firstParam == 2 && strcmp(info.kindName, "atom") == 0 &&
        strcmp(info.spec, "!cute_nvgpu.atom.universal_copy<f32, 128 b>") == 0);

  CuteRtArg skipped[] = {cuteRtArgTensor(&t), cuteRtArgI32(7)};
  EXPECT_ERROR("atoms", skipped, -1,
               "atoms: 2 arguments given, the kernel takes 5");
  CuteRtArg leaves[] = {cuteRtArgTensor(&t), cuteRtArgLeaves(&two, 1),
                        cuteRtArgNone(), cuteRtArgNone(), cuteRtArgI32(7)};
  EXPECT_ERROR("atoms", leaves, 1,
               "atoms: argument 1: the kernel takes atom "
               "!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, "
               "f32) -> f32 >, atom_layout_MNK = <\"(16,16,1):(16,1,0)\">>, "
               "got leaves (use cuteRtArgNone)");
  CuteRtArg scalar[] = {cuteRtArgTensor(&t), cuteRtArgNone(), cuteRtArgNone(),
                        cuteRtArgNamed(cuteRtArgI32(0), "copy"),
                        cuteRtArgI32(7)};
  EXPECT_ERROR("atoms", scalar, 3,
               "atoms: argument 3 (\"copy\"): the kernel takes atom "
               "!cute_nvgpu.atom.universal_copy<f32, 128 b>, got a scalar "
               "(use cuteRtArgNone)");
  CuteRtArg none[] = {cuteRtArgNone(), cuteRtArgNone(), cuteRtArgNone(),
                      cuteRtArgNone(), cuteRtArgI32(7)};
  EXPECT_ERROR("atoms", none, 0,
               "atoms: argument 0: the kernel takes memref f32 (?):(1), got "
               "nothing (cuteRtArgNone) (use cuteRtArgTensor, "
               "cuteRtArgDLTensor or cuteRtArgMemref)");
  /* A layout with dynamic leaves needs them. */
  CuteRtArg dyn[] = {cuteRtArgNone(), cuteRtArgNone(), cuteRtArgNone(),
                     cuteRtArgNone(), cuteRtArgNone(), cuteRtArgNone()};
  EXPECT_ERROR("algebra", dyn, 0,
               "algebra: argument 0: 0 leaves given, the kernel's "
               "(?,?):(1,?{div=4}) has 3 dynamic leaves");
}

static void testForms(void) {
  char text[2048];
  int n = snprintf(text, sizeof text,
                   "cute-kernel-abi 2\nkernel forms 2\n"
                   "arg memref f32 gmem 4 basis leaves 2 ?i32 1@0 spec "
                   "?:1@0\narg memref f32 gmem 4 flat 65 leaves 130");
  for (int i = 0; i < 130; ++i)
    n += snprintf(text + n, sizeof text - (size_t)n, " %s",
                  i == 0 ? "?i32" : "1");
  n += snprintf(text + n, sizeof text - (size_t)n, " spec (?,1,...)\nend\n");
  CuteRtAbi abi;
  CuteRtError err;
  CHECK_OK(cuteRtAbiParse(text, (size_t)n, NULL, &abi, &err), err);
  CuteRtAbiKernel k = cuteRtAbiLookupKernel(abi, "forms");
  CuteRtAbiArgInfo info;
  CHECK_OK(cuteRtAbiKernelGetArgInfo(k, 1, &info, &err), err);
  CHECK(info.rank == 65 && info.numDynamicLeaves == 1 && info.numParams == 2);
  int64_t one = 1, shape[65];
  for (int i = 0; i < 65; ++i)
    shape[i] = 1;
  CuteRtTensor t1 = {0x1000, CUTE_RT_ELEM_F32, 1, &one, &one};
  CuteRtTensor t65 = {0x1000, CUTE_RT_ELEM_F32, 65, shape, NULL};
  CuteRtArg args[] = {cuteRtArgTensor(&t1), cuteRtArgTensor(&t65)};
  CuteRtPackBuffer buf;
  CHECK_FAIL(cuteRtAbiKernelPack(k, args, 2, &buf, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "forms: argument 0: the kernel's layout ?:1@0 has scaled-basis "
             "strides; a tensor binds only to a flat layout (one leaf per "
             "mode): pass the pointer and the layout's 1 dynamic leaves "
             "(cuteRtArgMemref)");
  args[0] = cuteRtArgMemref(0x1000, &one, 1);
  CHECK_FAIL(cuteRtAbiKernelPack(k, args, 2, &buf, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "forms: argument 1: the kernel's layout (?,1,...) has 65 modes, "
             "more than the 64 of the runtime; a tensor binds only to a flat "
             "layout (one leaf per mode): pass the pointer and the layout's 1 "
             "dynamic leaves (cuteRtArgMemref)");
  args[1] = cuteRtArgMemref(0x1000, &one, 1);
  CHECK_OK(cuteRtAbiKernelPack(k, args, 2, &buf, &err), err);
  CHECK(buf.numParams == 4 && buf.slots[3] == 1);
  cuteRtAbiDestroy(abi);
}

/* A tma_desc's tensor is checked without a driver; cuteRtAbiKernelPack
 * then refuses to go on, since only the driver encodes descriptors (the
 * encoding itself: driver_test.c). */
static void testTma(void) {
  static const char kNeedsDriver[] =
      "a tma_desc is encoded by the CUDA driver (cuTensorMapEncodeTiled): "
      "pack with cuteRtKernelPack or launch with cuteRtLaunch";
  char want[512];
  /* A (4096, 1024) f16 tensor, K-major: TMA dimension 0 is mode 1. */
  int64_t shape[] = {4096, 1024}, strides[] = {1024, 1};
  CuteRtTensor a = {0x10000, CUTE_RT_ELEM_F16, 2, shape, strides};
  CuteRtArg args[] = {cuteRtArgNamed(cuteRtArgTensor(&a), "a"),
                      cuteRtArgI32(1)};
  snprintf(want, sizeof want, "tma: argument 0 (\"a\"): %s", kNeedsDriver);
  EXPECT_ERROR("tma", args, 0, want);
  /* NULL strides are row-major, as for memrefs. */
  CuteRtTensor rowMajor = {0x10000, CUTE_RT_ELEM_F16, 2, shape, NULL};
  args[0] = cuteRtArgTensor(&rowMajor);
  snprintf(want, sizeof want, "tma: argument 0: %s", kNeedsDriver);
  EXPECT_ERROR("tma", args, 0, want);
  int64_t dn[] = {4096, 1024};
  CuteRtDLTensor dl = {(void *)0x10000, {2, 0}, 2, {2, 16, 1}, dn, NULL, 0};
  args[0] = cuteRtArgDLTensor(&dl);
  EXPECT_ERROR("tma", args, 0, want);

  /* What the caller gives. */
  args[0] = cuteRtArgPointer(0x10000);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: the kernel takes tma_desc f16 A, got a "
               "pointer (use cuteRtArgTensor or cuteRtArgDLTensor)");
  args[0] = cuteRtArgNamed(cuteRtArgNone(), "a");
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0 (\"a\"): the kernel takes tma_desc f16 A, got "
               "nothing (cuteRtArgNone) (use cuteRtArgTensor or "
               "cuteRtArgDLTensor)");
  args[0] = cuteRtArgTensor(NULL);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: the tensor descriptor is NULL");
  CuteRtTensor f32 = {0x10000, CUTE_RT_ELEM_F32, 2, shape, strides};
  args[0] = cuteRtArgTensor(&f32);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: element type is f32, the kernel was "
               "compiled for f16");
  CuteRtDLTensor dlBf16 = {(void *)0x10000, {2, 0}, 2, {4, 16, 1}, dn, NULL,
                           0};
  args[0] = cuteRtArgDLTensor(&dlBf16);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: element type is DLPack bfloat16 (code 4, "
               "bits 16), the kernel was compiled for f16");
  CuteRtDLTensor host = {(void *)0x10000, {1, 0}, 2, {2, 16, 1}, dn, NULL, 0};
  args[0] = cuteRtArgDLTensor(&host);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: DLPack device type 1 (kDLCPU) is not CUDA "
               "(2) or CUDA managed (13) memory");

  /* The tensor's modes against dims. */
  int64_t one = 4096, unit = 1;
  CuteRtTensor rank1 = {0x10000, CUTE_RT_ELEM_F16, 1, &one, &unit};
  args[0] = cuteRtArgTensor(&rank1);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: rank is 1, the tma_desc's dims (1 0) read "
               "modes up to 1");
  int64_t s3[] = {4096, 1024, 4}, d3[] = {1024, 1, 4096 * 1024};
  CuteRtTensor extra = {0x10000, CUTE_RT_ELEM_F16, 3, s3, d3};
  args[0] = cuteRtArgTensor(&extra);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: shape of mode 2 is 4, but the tma_desc reads "
               "modes 1 0 only: a mode outside its dims must have extent 1");
  s3[2] = 1; /* a mode of extent 1 outside dims is fine */
  snprintf(want, sizeof want, "tma: argument 0: %s", kNeedsDriver);
  EXPECT_ERROR("tma", args, 0, want);
  CuteRtTensor noShape = {0x10000, CUTE_RT_ELEM_F16, 2, NULL, strides};
  args[0] = cuteRtArgTensor(&noShape);
  EXPECT_ERROR("tma", args, 0, "tma: argument 0: shape is NULL");

  /* Address, extents and strides. */
  CuteRtTensor odd = {0x10008, CUTE_RT_ELEM_F16, 2, shape, strides};
  args[0] = cuteRtArgTensor(&odd);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: data pointer 0x10008 is not aligned to 16 "
               "bytes as TMA requires");
  int64_t colMajor[] = {1, 4096};
  CuteRtTensor mn = {0x10000, CUTE_RT_ELEM_F16, 2, shape, colMajor};
  args[0] = cuteRtArgTensor(&mn);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: stride of mode 1 (TMA dimension 0) is 4096, "
               "TMA needs 1 (its dimension 0 is contiguous)");
  int64_t ragged[] = {4096, 1001}, raggedPitch[] = {1008, 1};
  CuteRtTensor rag = {0x10000, CUTE_RT_ELEM_F16, 2, ragged, raggedPitch};
  args[0] = cuteRtArgTensor(&rag);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: shape of mode 1 (TMA dimension 0) is 1001 "
               "elements of 2 bytes, not a multiple of 16 bytes: TMA moves "
               "its dimension 0 in 16-byte units");
  ragged[1] = 1000; /* 2000 bytes */
  snprintf(want, sizeof want, "tma: argument 0: %s", kNeedsDriver);
  EXPECT_ERROR("tma", args, 0, want);
  int64_t pitch[] = {1001, 1};
  CuteRtTensor pitched = {0x10000, CUTE_RT_ELEM_F16, 2, shape, pitch};
  args[0] = cuteRtArgTensor(&pitched);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: stride of mode 0 (TMA dimension 1) is 1001 "
               "elements of 2 bytes, TMA needs a positive multiple of 16 "
               "bytes below 2^40");
  pitch[0] = (int64_t)1 << 39; /* 2^40 bytes */
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: stride of mode 0 (TMA dimension 1) is "
               "549755813888 elements of 2 bytes, TMA needs a positive "
               "multiple of 16 bytes below 2^40");
  pitch[0] = -1024;
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: stride of mode 0 (TMA dimension 1) is -1024 "
               "elements of 2 bytes, TMA needs a positive multiple of 16 "
               "bytes below 2^40");
  pitch[0] = INT64_MAX;
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: stride of mode 0 (TMA dimension 1) is "
               "9223372036854775807 elements of 2 bytes, TMA needs a "
               "positive multiple of 16 bytes below 2^40");
  pitch[0] = ((int64_t)1 << 39) - 8; /* the largest stride TMA takes */
  EXPECT_ERROR("tma", args, 0, want);
  int64_t empty[] = {0, 1024};
  CuteRtTensor none = {0x10000, CUTE_RT_ELEM_F16, 2, empty, strides};
  args[0] = cuteRtArgTensor(&none);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: shape of mode 0 (TMA dimension 1) is 0, TMA "
               "takes extents from 1 to 2^32");
  int64_t huge[] = {1, ((int64_t)1 << 32) + 1};
  CuteRtTensor wide = {0x10000, CUTE_RT_ELEM_F16, 2, huge, NULL};
  args[0] = cuteRtArgTensor(&wide);
  EXPECT_ERROR("tma", args, 0,
               "tma: argument 0: shape of mode 1 (TMA dimension 0) is "
               "4294967297, TMA takes extents from 1 to 2^32");
  huge[1] = (int64_t)1 << 32;
  EXPECT_ERROR("tma", args, 0, want);

  /* A (8, 16, 32) bf16 tensor, mode 2 contiguous, read with dims 2 0 1:
   * mode 2 first (stride 1), then modes 0 and 1. */
  int64_t cs[] = {8, 16, 32}, cd[] = {16 * 32, 32, 1};
  CuteRtTensor c = {0x20000, CUTE_RT_ELEM_BF16, 3, cs, cd};
  CuteRtArg cargs[] = {cuteRtArgNamed(cuteRtArgTensor(&c), "c")};
  cd[1] = 33; /* 66 bytes */
  EXPECT_ERROR("tma3", cargs, 0,
               "tma3: argument 0 (\"c\"): stride of mode 1 (TMA dimension 2) "
               "is 33 elements of 2 bytes, TMA needs a positive multiple of "
               "16 bytes below 2^40");
  cd[1] = 32;
  cd[2] = 2;
  EXPECT_ERROR("tma3", cargs, 0,
               "tma3: argument 0 (\"c\"): stride of mode 2 (TMA dimension 0) "
               "is 2, TMA needs 1 (its dimension 0 is contiguous)");
  cd[2] = 1;
  snprintf(want, sizeof want, "tma3: argument 0 (\"c\"): %s", kNeedsDriver);
  EXPECT_ERROR("tma3", cargs, 0, want);
}

int main(void) {
  CuteRtError err;
  if (cuteRtAbiParse(kAbi, sizeof kAbi - 1, NULL, &gAbi, &err)) {
    fprintf(stderr, "pack_test: %s\n", err.message);
    return 1;
  }
  testMemrefs();
  testScalarsAndLeaves();
  testErrors();
  testSpans();
  testDivisor();
  testForms();
  testAtoms();
  testTma();
  cuteRtAbiDestroy(gAbi);
  return rtTestResult("pack_test");
}
