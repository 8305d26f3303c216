/* ABI text parsing (docs/abi.md): valid files with several kernels and
 * every argument kind, the plan each line yields (rank, dynamic leaves,
 * parameter ranges), every malformed line with its exact message, and a
 * mutation loop that must never crash (run under ASan too). No driver. */
#include "cute-c/Runtime.h"
#include "rt_test.h"

#include <stdlib.h>

static const char kValid[] =
    "# written by cute-translate\n"
    "cute-kernel-abi 2\n"
    "\n"
    "kernel vector_add 4\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32/4 1 spec (?{div=4}):(1)\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32/4 1 spec (?{div=4}):(1)\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32/4 1 spec (?{div=4}):(1)\n"
    "arg scalar i32\n"
    "end\n"
    "  # a comment, indented\r\n"
    "kernel gemm 5\r\n"
    "arg memref bf16 gmem 128 flat 2 leaves 4 ?i32 128 128 1 spec "
    "(?,128):(128,1)\r\n"
    "arg memref bf16 smem 128 composed leaves 5 0 8 ?i32 ?i32 1 spec "
    "S<3,4,3> o 0 o (8,?):(?,1)\r\n"
    "arg ptr f32 generic 4\r\n"
    "arg layout nested leaves 6 ?i32 4 8 1 ?i32 ?i32 spec "
    "((?,4),8):((1,?),?)\r\n"
    "arg scalar f64\r\n"
    "end\r\n"
    "kernel empty 0\n"
    "end\n"
    "kernel divide 4\n"
    "arg scalar i32\n"
    "arg fast_divmod_divisor 32\n"
    "arg ptr i32 gmem 4\n"
    "arg atom leaves 0 spec !cute_nvgpu.atom.universal_copy<f32>\n"
    "end\n"
    "kernel kinds 13\n"
    "arg coord_tensor leaves 6 0 ?i32 ?i32 8 1@0 1@1 spec "
    "(0,?) (?,8):(1@0,1@1)\n"
    "arg int_tuple leaves 3 ?i32 ?i64 3 spec (?,(?{i64},3))\n"
    "arg shape leaves 2 ?i32/8 16 spec (?{div=8},16)\n"
    "arg stride leaves 2 +1 ?i64/4 spec (1,?{i64 div=4})\n"
    "arg coord leaves 2 _ ?i32 spec (_,?)\n"
    "arg composed_layout leaves 9 4 ?i32 ?i32 1 ?i32 8 8 8 1 spec "
    "(4,?):(?,1) o ? o (8,8):(8,1)\n"
    "arg tile leaves 6 ?i32 1 4 ?i32 1 4 spec [?:1;(4,?):(1,4)]\n"
    "arg tile leaves 5 ?i32 1 2 1 _ spec [[?:1;2:1];_]\n"
    "arg swizzle leaves 0 spec S<2,3,3>\n"
    "arg layout flat 1 leaves 2 ?i64/16 1 spec ?{i64 div=16}:1\n"
    "arg layout flat 0 leaves 0 spec ():()\n"
    "arg layout basis leaves 4 ?i32 2 -2@0@1 ?i64/2@1 spec "
    "(?,2):(-2@1@0,?{i64 div=2}@1)\n"
    "arg memref f8E4M3FN rmem 1 flat 2 leaves 4 ?i32 2 2 ?i32 spec "
    "(?,2):(2,?)\n"
    "end\n"
    "kernel tma 4\n"
    "arg tma_desc load f16 rank 2 dims 1 0 box 64 128 swizzle 128B l2 128B "
    "oob none spec tma (?,?):(?,1) box (128,64)\n"
    "arg scalar i32\n"
    "arg tma_desc store f32 rank 3 dims 2 0 1 box 4 8 16 swizzle none l2 none "
    "oob nan spec C\n"
    "arg tma_desc load\tf8E4M3FN rank 1 dims 3 box 256 swizzle none l2 256B "
    "oob none spec  x  \n"
    "end";

typedef struct ArgWant {
  const char *kind, *elem, *space, *spec;
  uint32_t align;
  int32_t rank;
  uint32_t dyn, firstParam, numParams;
} ArgWant;

static void checkArg(CuteRtAbiKernel k, size_t i, ArgWant w) {
  CuteRtAbiArgInfo a;
  CuteRtError err;
  if (cuteRtAbiKernelGetArgInfo(k, i, &a, &err) != CUTE_RT_OK) {
    fprintf(stderr, "arg %zu: %s\n", i, err.message);
    rtTestFailures++;
    return;
  }
  bool ok = strcmp(a.kindName, w.kind) == 0 &&
            strcmp(a.elemName, w.elem) == 0 && strcmp(a.space, w.space) == 0 &&
            strcmp(a.spec, w.spec) == 0 && a.align == w.align &&
            a.rank == w.rank && a.numDynamicLeaves == w.dyn &&
            a.firstParam == w.firstParam && a.numParams == w.numParams;
  if (!ok) {
    fprintf(stderr,
            "%s arg %zu: got %s %s %s %u \"%s\" rank %d dyn %u params %u+%u\n",
            cuteRtAbiKernelGetName(k), i, a.kindName, a.elemName, a.space,
            a.align, a.spec, a.rank, a.numDynamicLeaves, a.firstParam,
            a.numParams);
    rtTestFailures++;
  }
}

static void testValid(void) {
  CuteRtAbi abi;
  CuteRtError err;
  CHECK_OK(cuteRtAbiParse(kValid, strlen(kValid), NULL, &abi, &err), err);
  CHECK(cuteRtAbiGetNumKernels(abi) == 6);
  CHECK(cuteRtAbiKernelIsNull(cuteRtAbiGetKernel(abi, 6)));
  CHECK(cuteRtAbiKernelIsNull(cuteRtAbiLookupKernel(abi, "nope")));

  CuteRtAbiKernel va = cuteRtAbiLookupKernel(abi, "vector_add");
  CHECK(va.ptr == cuteRtAbiGetKernel(abi, 0).ptr);
  CHECK(strcmp(cuteRtAbiKernelGetName(va), "vector_add") == 0);
  CHECK(cuteRtAbiKernelGetNumArgs(va) == 4);
  CHECK(cuteRtAbiKernelGetNumParams(va) == 7);
  for (size_t i = 0; i < 3; ++i)
    checkArg(va, i,
             (ArgWant){"memref", "f32", "gmem", "(?{div=4}):(1)", 16, 1, 1,
                       (uint32_t)(2 * i), 2});
  checkArg(va, 3, (ArgWant){"scalar", "i32", "", "", 0, -1, 0, 6, 1});
  CuteRtAbiArgInfo info;
  CHECK_FAIL(cuteRtAbiKernelGetArgInfo(va, 4, &info, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "vector_add: no argument 4 (the kernel takes 4)");
  CHECK_OK(cuteRtAbiKernelGetArgInfo(va, 0, &info, &err), err);
  CHECK(info.kind == CUTE_RT_ABI_MEMREF && info.elemType == CUTE_RT_ELEM_F32);

  CuteRtAbiKernel gemm = cuteRtAbiLookupKernel(abi, "gemm");
  CHECK(cuteRtAbiKernelGetNumParams(gemm) == 10);
  checkArg(
      gemm, 0,
      (ArgWant){"memref", "bf16", "gmem", "(?,128):(128,1)", 128, 2, 1, 0, 2});
  checkArg(gemm, 1,
           (ArgWant){"memref", "bf16", "smem", "S<3,4,3> o 0 o (8,?):(?,1)",
                     128, -1, 2, 2, 3});
  checkArg(gemm, 2, (ArgWant){"ptr", "f32", "generic", "", 4, -1, 0, 5, 1});
  checkArg(gemm, 3,
           (ArgWant){"layout", "", "", "((?,4),8):((1,?),?)", 0, -1, 3, 6, 3});
  checkArg(gemm, 4, (ArgWant){"scalar", "f64", "", "", 0, -1, 0, 9, 1});

  CuteRtAbiKernel empty = cuteRtAbiLookupKernel(abi, "empty");
  CHECK(cuteRtAbiKernelGetNumArgs(empty) == 0);
  CHECK(cuteRtAbiKernelGetNumParams(empty) == 0);

  /* A fast divisor is three i32 parameters. */
  CuteRtAbiKernel divide = cuteRtAbiLookupKernel(abi, "divide");
  CHECK(cuteRtAbiKernelGetNumParams(divide) == 5);
  checkArg(divide, 1,
           (ArgWant){"fast_divmod_divisor", "", "", "", 0, -1, 0, 1, 3});
  checkArg(divide, 2, (ArgWant){"ptr", "i32", "gmem", "", 4, -1, 0, 4, 1});
  /* An atom: no parameter, its type kept for messages. */
  checkArg(divide, 3,
           (ArgWant){"atom", "", "", "!cute_nvgpu.atom.universal_copy<f32>", 0,
                     -1, 0, 5, 0});
  CHECK_OK(cuteRtAbiKernelGetArgInfo(divide, 1, &info, &err), err);
  CHECK(info.kind == CUTE_RT_ABI_FAST_DIVMOD_DIVISOR);

  CuteRtAbiKernel kinds = cuteRtAbiLookupKernel(abi, "kinds");
  ArgWant want[] = {
      {"coord_tensor", "", "", "(0,?) (?,8):(1@0,1@1)", 0, -1, 2, 0, 2},
      {"int_tuple", "", "", "(?,(?{i64},3))", 0, -1, 2, 2, 2},
      {"shape", "", "", "(?{div=8},16)", 0, -1, 1, 4, 1},
      {"stride", "", "", "(1,?{i64 div=4})", 0, -1, 1, 5, 1},
      {"coord", "", "", "(_,?)", 0, -1, 1, 6, 1},
      {"composed_layout", "", "", "(4,?):(?,1) o ? o (8,8):(8,1)", 0, -1, 3, 7,
       3},
      {"tile", "", "", "[?:1;(4,?):(1,4)]", 0, -1, 2, 10, 2},
      {"tile", "", "", "[[?:1;2:1];_]", 0, -1, 1, 12, 1},
      {"swizzle", "", "", "S<2,3,3>", 0, -1, 0, 13, 0},
      {"layout", "", "", "?{i64 div=16}:1", 0, 1, 1, 13, 1},
      {"layout", "", "", "():()", 0, 0, 0, 14, 0},
      {"layout", "", "", "(?,2):(-2@1@0,?{i64 div=2}@1)", 0, -1, 2, 14, 2},
      {"memref", "f8E4M3FN", "rmem", "(?,2):(2,?)", 1, 2, 2, 16, 3},
  };
  for (size_t i = 0; i < sizeof want / sizeof want[0]; ++i)
    checkArg(kinds, i, want[i]);
  CHECK_OK(cuteRtAbiKernelGetArgInfo(kinds, 12, &info, &err), err);
  CHECK(info.elemType == CUTE_RT_ELEM_F8E4M3FN);

  /* A TMA descriptor is one parameter (of 128 bytes); rank is the TMA
   * rank. */
  CuteRtAbiKernel tma = cuteRtAbiLookupKernel(abi, "tma");
  CHECK(cuteRtAbiKernelGetNumParams(tma) == 4);
  checkArg(tma, 0,
           (ArgWant){"tma_desc", "f16", "", "tma (?,?):(?,1) box (128,64)", 0,
                     2, 0, 0, 1});
  checkArg(tma, 1, (ArgWant){"scalar", "i32", "", "", 0, -1, 0, 1, 1});
  checkArg(tma, 2, (ArgWant){"tma_desc", "f32", "", "C", 0, 3, 0, 2, 1});
  checkArg(tma, 3, (ArgWant){"tma_desc", "f8E4M3FN", "", "x", 0, 1, 0, 3, 1});
  CHECK_OK(cuteRtAbiKernelGetArgInfo(tma, 0, &info, &err), err);
  CHECK(info.kind == CUTE_RT_ABI_TMA_DESC && info.elemType == CUTE_RT_ELEM_F16);
  cuteRtAbiDestroy(abi);

  /* A header alone is a valid file without kernels; NULL out is fine. */
  CHECK_OK(cuteRtAbiParse("cute-kernel-abi 2", 17, NULL, &abi, &err), err);
  CHECK(cuteRtAbiGetNumKernels(abi) == 0);
  cuteRtAbiDestroy(abi);
  CHECK_OK(cuteRtAbiParse(kValid, strlen(kValid), NULL, NULL, &err), err);
}

/* Each case: text after the header line, the message, the line. */
typedef struct Bad {
  const char *body, *message;
  int line;
} Bad;

static const Bad kBad[] = {
    {"kernel k\n",
     "ABI line 2: expected the argument count (0 to 4096) after the kernel "
     "name, got ``",
     2},
    {"kernel k x\n",
     "ABI line 2: expected the argument count (0 to 4096) after the kernel "
     "name, got `x`",
     2},
    {"kernel k 1 2\n", "ABI line 2: unexpected `2` after the argument count",
     2},
    {"kernel\n", "ABI line 2: expected `kernel NAME N`", 2},
    {"kernel k 1\narg memrf f32\nend\n",
     "ABI line 3: unknown argument kind `memrf` (expected memref, ptr, "
     "coord_tensor, int_tuple, shape, stride, coord, layout, composed_layout, "
     "tile, swizzle, scalar, fast_divmod_divisor, atom or tma_desc)",
     3},
    {"kernel k 1\narg memref f32 global 16 flat 1 leaves 2 ?i32 1 spec "
     "(?):(1)\nend\n",
     "ABI line 3: expected the memory space (gmem, smem, rmem or generic), "
     "got `global`",
     3},
    {"kernel k 1\narg memref f32 gmem 12 flat 1 leaves 2 ?i32 1 spec "
     "(?):(1)\nend\n",
     "ABI line 3: expected the alignment in bytes (a power of two), got `12`",
     3},
    {"kernel k 1\narg ptr f32 gmem\nend\n",
     "ABI line 3: expected the alignment in bytes (a power of two), got ``", 3},
    {"kernel k 1\narg ptr f32 gmem 16 spec x\nend\n",
     "ABI line 3: unexpected `spec x` at the end of the line", 3},
    /* The form of a memref's or layout's layout. */
    {"kernel k 1\narg memref f32 gmem 16\nend\n",
     "ABI line 3: expected the layout's form (`flat R`, `nested`, `basis` or "
     "`composed`), got ``",
     3},
    {"kernel k 1\narg layout leaves 2 ?i32 1 spec ?:1\nend\n",
     "ABI line 3: expected the layout's form (`flat R`, `nested`, `basis` or "
     "`composed`), got `leaves`",
     3},
    {"kernel k 1\narg memref f32 gmem 16 flat leaves 2 ?i32 1 spec ?:1\nend\n",
     "ABI line 3: expected the rank (0 to 2048) after `flat`, got `leaves`", 3},
    {"kernel k 1\narg memref f32 gmem 16 flat 3000 leaves 0 spec ?:1\nend\n",
     "ABI line 3: expected the rank (0 to 2048) after `flat`, got `3000`", 3},
    {"kernel k 1\narg layout flat 2 leaves 2 ?i32 1 spec ?:1\nend\n",
     "ABI line 3: a `flat 2` layout has 4 leaves (its 2 extents, then its 2 "
     "strides), not 2",
     3},
    {"kernel k 1\narg layout flat 1 leaves 2 ?i32 1@0 spec ?:1@0\nend\n",
     "ABI line 3: leaf 1 of a `flat` layout is a scaled basis; its leaves are "
     "integers or dynamic",
     3},
    {"kernel k 1\narg layout flat 1 leaves 2 _ 1 spec _:1\nend\n",
     "ABI line 3: leaf 0 of a `flat` layout is `_`; its leaves are integers "
     "or dynamic",
     3},
    /* The leaves. */
    {"kernel k 1\narg shape (4,8)\nend\n",
     "ABI line 3: expected `leaves N` and the leaves, got `(4,8)`", 3},
    {"kernel k 1\narg shape leaves\nend\n",
     "ABI line 3: expected the number of leaves (0 to 4096) after `leaves`, "
     "got ``",
     3},
    {"kernel k 1\narg shape leaves 4097\nend\n",
     "ABI line 3: expected the number of leaves (0 to 4096) after `leaves`, "
     "got `4097`",
     3},
    {"kernel k 1\narg shape leaves 3 ?i32 4 spec (?,4)\nend\n",
     "ABI line 3: expected 3 leaves after `leaves 3`, found 2", 3},
    {"kernel k 1\narg shape leaves 2 ?i32\nend\n",
     "ABI line 3: expected 2 leaves after `leaves 2`, found 1", 3},
    {"kernel k 1\narg shape leaves 1 ?i32 4 spec (?,4)\nend\n",
     "ABI line 3: expected `spec` after the 1 leaves, got `4`", 3},
    {"kernel k 1\narg shape leaves 1 ?i16 spec ?\nend\n",
     "ABI line 3: leaf 0 `?i16`: a dynamic leaf is `?i32` or `?i64`", 3},
    {"kernel k 1\narg shape leaves 1 ? spec ?\nend\n",
     "ABI line 3: leaf 0 `?`: expected an integer of 64 bits, `?i32`, `?i64` "
     "or `_`",
     3},
    {"kernel k 1\narg shape leaves 2 4 ?i64/0 spec (4,?{i64})\nend\n",
     "ABI line 3: leaf 1 `?i64/0`: the divisibility of a dynamic leaf must be "
     "at least 1",
     3},
    {"kernel k 1\narg shape leaves 1 ?i32/x spec ?\nend\n",
     "ABI line 3: leaf 0 `?i32/x`: expected `/DIV` after the width of a "
     "dynamic leaf",
     3},
    {"kernel k 1\narg shape leaves 1 ?i32div=4 spec ?\nend\n",
     "ABI line 3: leaf 0 `?i32div=4`: expected `/DIV` after the width of a "
     "dynamic leaf",
     3},
    {"kernel k 1\narg int_tuple leaves 1 99999999999999999999 spec x\nend\n",
     "ABI line 3: leaf 0 `99999999999999999999`: expected an integer of 64 "
     "bits, `?i32`, `?i64` or `_`",
     3},
    {"kernel k 1\narg stride leaves 1 (4) spec (4)\nend\n",
     "ABI line 3: leaf 0 `(4)`: expected an integer of 64 bits, `?i32`, "
     "`?i64` or `_`",
     3},
    {"kernel k 1\narg stride leaves 1 1@ spec 1@\nend\n",
     "ABI line 3: leaf 0 `1@`: a basis index (after `@`) is an integer from 0 "
     "to 65535",
     3},
    {"kernel k 1\narg stride leaves 1 ?i32@0@70000 spec x\nend\n",
     "ABI line 3: leaf 0 `?i32@0@70000`: a basis index (after `@`) is an "
     "integer from 0 to 65535",
     3},
    {"kernel k 1\narg coord leaves 1 _@0 spec x\nend\n",
     "ABI line 3: leaf 0 `_@0`: expected an integer of 64 bits, `?i32`, `?i64` "
     "or `_`",
     3},
    /* The spec text. */
    {"kernel k 1\narg swizzle leaves 0\nend\n",
     "ABI line 3: expected `spec` after the 0 leaves, got ``", 3},
    {"kernel k 1\narg tile leaves 0 spec  \nend\n",
     "ABI line 3: expected the tile's text after `spec`", 3},
    /* Fast divisors. */
    {"kernel k 1\narg fast_divmod_divisor\nend\n",
     "ABI line 3: expected the divisor's width 32 after "
     "`fast_divmod_divisor`, got ``",
     3},
    {"kernel k 1\narg fast_divmod_divisor 64\nend\n",
     "ABI line 3: expected the divisor's width 32 after "
     "`fast_divmod_divisor`, got `64`",
     3},
    {"kernel k 1\narg atom leaves 1 4 spec !cute_nvgpu.atom.universal_copy<f32>"
     "\nend\n",
     "ABI line 3: an atom has no leaves (all of it is in its type), got "
     "`leaves 1`",
     3},
    {"kernel k 1\narg atom leaves 0\nend\n",
     "ABI line 3: expected `spec` after the 0 leaves, got ``", 3},
    {"kernel k 1\narg atom spec X\nend\n",
     "ABI line 3: expected `leaves N` and the leaves, got `spec`", 3},
    {"kernel k 1\narg fast_divmod_divisor 32 leaves 0\nend\n",
     "ABI line 3: unexpected `leaves 0` at the end of the line", 3},
    /* TMA descriptors: every field, in order. */
#define TMA_LINE(mid) "kernel k 1\narg tma_desc " mid "\nend\n"
    {TMA_LINE("fetch f16 rank 1 dims 0 box 64 swizzle none l2 none oob none "
              "spec x"),
     "ABI line 3: expected the direction (`load` or `store`) after "
     "`tma_desc`, got `fetch`",
     3},
    {TMA_LINE("load f4E2M1FN rank 1 dims 0 box 64 swizzle none l2 none oob "
              "none spec x"),
     "ABI line 3: expected an element type that TMA moves (i8, i16, i32, "
     "i64, f16, bf16, f32, tf32, f64, f8E4M3FN, f8E5M2 or f8E8M0FNU), got "
     "`f4E2M1FN`",
     3},
    {TMA_LINE("load u8 rank 1 dims 0 box 64 swizzle none l2 none oob none "
              "spec x"),
     "ABI line 3: expected an element type that TMA moves (i8, i16, i32, "
     "i64, f16, bf16, f32, tf32, f64, f8E4M3FN, f8E5M2 or f8E8M0FNU), got "
     "`u8`",
     3},
    {TMA_LINE("load f16 dims 1 0 box 64 128 swizzle none l2 none oob none "
              "spec x"),
     "ABI line 3: expected `rank` and the TMA rank (1 to 5), got `dims`", 3},
    {TMA_LINE("load f16 rank 6 dims 0 1 2 3 4 5 box 8 1 1 1 1 1 swizzle none "
              "l2 none oob none spec x"),
     "ABI line 3: expected the TMA rank (1 to 5) after `rank`, got `6`", 3},
    {TMA_LINE("load f16 rank 0 dims box swizzle none l2 none oob none spec "
              "x"),
     "ABI line 3: expected the TMA rank (1 to 5) after `rank`, got `0`", 3},
    {TMA_LINE("load f16 rank 2 dims 1 box 64 128 swizzle none l2 none oob "
              "none spec x"),
     "ABI line 3: expected 2 modes after `dims` (one per TMA dimension), "
     "found 1",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 x box 64 128 swizzle none l2 none oob "
              "none spec x"),
     "ABI line 3: dims 1 `x`: expected an integer from 0 to 63", 3},
    {TMA_LINE("load f16 rank 2 dims 1 64 box 64 128 swizzle none l2 none oob "
              "none spec x"),
     "ABI line 3: dims 1 `64`: expected an integer from 0 to 63", 3},
    {TMA_LINE("load f16 rank 3 dims 2 0 2 box 64 8 8 swizzle none l2 none "
              "oob none spec x"),
     "ABI line 3: dims 2: mode 2 is already TMA dimension 0 (a mode is one "
     "dimension at most)",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 swizzle 128B l2 none oob none spec "
              "x"),
     "ABI line 3: expected `box` and an extent per TMA dimension, got "
     "`swizzle`",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 swizzle 128B l2 none oob none "
              "spec x"),
     "ABI line 3: expected 2 extents after `box` (one per TMA dimension), "
     "found 1",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 300 swizzle 128B l2 none oob "
              "none spec x"),
     "ABI line 3: box 1 `300`: expected an integer from 1 to 256", 3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 0 swizzle 128B l2 none oob "
              "none spec x"),
     "ABI line 3: box 1 `0`: expected an integer from 1 to 256", 3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 128 256 swizzle 128B l2 none "
              "oob none spec x"),
     "ABI line 3: expected `swizzle` and the swizzle (none, 32B, 64B or "
     "128B), got `256`",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 60 128 swizzle none l2 none oob "
              "none spec x"),
     "ABI line 3: box 0 is 60 f16 elements, 120 bytes: TMA moves a multiple "
     "of 16 bytes along dimension 0",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 128 64 swizzle 128B l2 none oob "
              "none spec x"),
     "ABI line 3: box 0 is 128 f16 elements, 256 bytes, more than the "
     "128-byte span of `swizzle 128B`",
     3},
    {TMA_LINE("load f32 rank 2 dims 1 0 box 16 64 swizzle 32B l2 none oob "
              "none spec x"),
     "ABI line 3: box 0 is 16 f32 elements, 64 bytes, more than the 32-byte "
     "span of `swizzle 32B`",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 128 swizzle 256B l2 none oob "
              "none spec x"),
     "ABI line 3: unknown swizzle `256B` (expected none, 32B, 64B or 128B)",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 128 l2 none oob none spec x"),
     "ABI line 3: expected `swizzle` and the swizzle (none, 32B, 64B or "
     "128B), got `l2`",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 128 swizzle 128B l2 32B oob "
              "none spec x"),
     "ABI line 3: unknown L2 promotion `32B` (expected none, 64B, 128B or "
     "256B)",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 128 swizzle 128B oob none "
              "spec x"),
     "ABI line 3: expected `l2` and the L2 promotion (none, 64B, 128B or "
     "256B), got `oob`",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 128 swizzle 128B l2 none oob "
              "zero spec x"),
     "ABI line 3: unknown out-of-bounds fill `zero` (expected none or nan)",
     3},
    {TMA_LINE("load i8 rank 2 dims 1 0 box 64 128 swizzle 128B l2 none oob "
              "nan spec x"),
     "ABI line 3: `oob nan` needs an element type that TMA fills as "
     "floating point (f16, bf16, f32, tf32 or f64), not i8",
     3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 128 swizzle 128B l2 none oob "
              "none"),
     "ABI line 3: expected `spec` after `oob none`, got ``", 3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 128 swizzle 128B l2 none oob "
              "nan leaves 0 spec x"),
     "ABI line 3: expected `spec` after `oob nan`, got `leaves`", 3},
    {TMA_LINE("load f16 rank 2 dims 1 0 box 64 128 swizzle 128B l2 none oob "
              "none spec  "),
     "ABI line 3: expected the tma_desc's text after `spec`", 3},
#undef TMA_LINE
    /* Scalars and structure. */
    {"kernel k 1\narg scalar u32\nend\n",
     "ABI line 3: unknown scalar type `u32` (expected i1, i8, i16, i32, i64, "
     "f16, bf16, f32 or f64)",
     3},
    {"kernel k 1\narg scalar i32 x\nend\n",
     "ABI line 3: unexpected `x` at the end of the line", 3},
    {"arg scalar i32\n",
     "ABI line 2: `arg` outside a kernel (expected `kernel NAME N` first)", 2},
    {"kernel k 1\narg scalar i32\narg scalar i32\nend\n",
     "ABI line 4: kernel k declares 1 argument, this is one more", 4},
    {"kernel k 2\narg scalar i32\nend\n",
     "ABI line 4: kernel k declares 2 arguments, 1 given", 4},
    {"end\n", "ABI line 2: `end` outside a kernel", 2},
    {"kernel k 0\nend now\n", "ABI line 3: unexpected `now` after `end`", 3},
    {"kernel k 1\narg scalar i32\n", "ABI line 2: kernel k has no `end`", 2},
    {"kernel k 1\narg shape leaves 1 ?i32 spec ?\n",
     "ABI line 2: kernel k has no `end`", 2},
    {"kernel k 0\nkernel j 0\nend\n",
     "ABI line 3: kernel k (line 2) is not closed by `end`", 3},
    {"kernel k 0\nend\n\nkernel k 0\nend\n",
     "ABI line 5: kernel k is already declared on line 2", 5},
    {"kernels k 0\n",
     "ABI line 2: expected `kernel`, `arg`, `end` or a `#` comment, got "
     "`kernels`",
     2},
};

static void testBad(void) {
  char text[1024];
  for (size_t i = 0; i < sizeof kBad / sizeof kBad[0]; ++i) {
    int n = snprintf(text, sizeof text, "cute-kernel-abi 2\n%s", kBad[i].body);
    CuteRtAbi abi = {(void *)1};
    CuteRtError err;
    CHECK_FAIL(cuteRtAbiParse(text, (size_t)n, NULL, &abi, &err), err,
               CUTE_RT_ERROR_ABI, kBad[i].message);
    CHECK(err.line == kBad[i].line);
    CHECK(abi.ptr == NULL);
  }

  CuteRtAbi abi;
  CuteRtError err;
  CHECK_FAIL(cuteRtAbiParse("", 0, NULL, &abi, &err), err, CUTE_RT_ERROR_ABI,
             "ABI line 1: expected the header `cute-kernel-abi 2`, got the "
             "end of the text");
  CHECK_FAIL(cuteRtAbiParse(NULL, 5, NULL, &abi, &err), err, CUTE_RT_ERROR_ABI,
             "ABI line 1: expected the header `cute-kernel-abi 2`, got the "
             "end of the text");
  /* Version 1 (the algebra's text alone) is not read: the runtime and
   * the compiler ship together. */
  const char *v1 = "# c\n\ncute-kernel-abi 1\n";
  CHECK_FAIL(cuteRtAbiParse(v1, strlen(v1), NULL, &abi, &err), err,
             CUTE_RT_ERROR_ABI,
             "ABI line 3: unsupported ABI version 1 (this runtime reads "
             "version 2: compile the kernels again with the cute-translate or "
             "C API of this release)");
  CHECK(err.line == 3);
  const char *v3 = "cute-kernel-abi 3\nkernel k 0\nend\n";
  CHECK_FAIL(cuteRtAbiParse(v3, strlen(v3), NULL, &abi, &err), err,
             CUTE_RT_ERROR_ABI,
             "ABI line 1: unsupported ABI version 3 (this runtime reads "
             "version 2: compile the kernels again with the cute-translate or "
             "C API of this release)");
  const char *noHeader = "# c\nkernel k 0\nend\n";
  CHECK_FAIL(
      cuteRtAbiParse(noHeader, strlen(noHeader), "kernel.abi", &abi, &err), err,
      CUTE_RT_ERROR_ABI,
      "kernel.abi line 2: expected the header `cute-kernel-abi 2`");
  CHECK(err.line == 2);
  const char nul[] = "cute-kernel-abi 2\nkernel k\0 0\nend\n";
  CHECK_FAIL(cuteRtAbiParse(nul, sizeof nul - 1, NULL, &abi, &err), err,
             CUTE_RT_ERROR_ABI, "ABI line 2: unexpected NUL character");

  /* More parameters than a launch buffer holds. */
  char big[4096];
  int n = snprintf(big, sizeof big,
                   "cute-kernel-abi 2\nkernel big 2\narg int_tuple leaves "
                   "250");
  for (int i = 0; i < 250; ++i)
    n += snprintf(big + n, sizeof big - (size_t)n, " ?i32");
  n += snprintf(big + n, sizeof big - (size_t)n, " spec (?");
  for (int i = 1; i < 250; ++i)
    n += snprintf(big + n, sizeof big - (size_t)n, ",?");
  n += snprintf(big + n, sizeof big - (size_t)n,
                ")\narg memref f32 gmem 4 flat 4 leaves 8 ?i32 ?i32 ?i32 "
                "?i32 ?i32 ?i32 ?i32 ?i32 spec (?,?,?,?):(?,?,?,?)\nend\n");
  CHECK_FAIL(cuteRtAbiParse(big, (size_t)n, NULL, &abi, &err), err,
             CUTE_RT_ERROR_ABI,
             "ABI line 4: kernel big takes more than 256 parameters, the "
             "runtime's limit");

  /* A tma_desc takes 23 slots of the buffer (128 bytes at a 64-byte
   * boundary): 11 fit in 256, a 12th does not. */
  n = snprintf(big, sizeof big, "cute-kernel-abi 2\nkernel tmas 12\n");
  for (int i = 0; i < 12; ++i)
    n += snprintf(big + n, sizeof big - (size_t)n,
                  "arg tma_desc load bf16 rank 2 dims 1 0 box 64 64 swizzle "
                  "128B l2 none oob none spec t%d\n",
                  i);
  n += snprintf(big + n, sizeof big - (size_t)n, "end\n");
  CHECK_FAIL(cuteRtAbiParse(big, (size_t)n, NULL, &abi, &err), err,
             CUTE_RT_ERROR_ABI,
             "ABI line 14: kernel tmas's parameters take more than the 256 "
             "8-byte slots of a pack buffer (a tma_desc takes 23)");
}

/* Mutated and truncated copies of a valid file: any outcome but a crash
 * (or an ASan report) is fine, and errors must name a line. */
static void testMutations(void) {
  size_t len = strlen(kValid);
  char *buf = malloc(len);
  static const char alphabet[] =
      "()?{}:,_@ o[];S<>0123456789-+/\n\r#abdiv=x\tflatnesdcompi";
  uint64_t seed = 0x2545F4914F6CDD1DULL;
  for (int iter = 0; iter < 20000; ++iter) {
    memcpy(buf, kValid, len);
    int edits = 1 + iter % 4;
    for (int e = 0; e < edits; ++e) {
      seed ^= seed << 13;
      seed ^= seed >> 7;
      seed ^= seed << 17;
      buf[seed % len] = alphabet[(seed >> 32) % (sizeof alphabet - 1)];
    }
    size_t n = iter % 3 == 0 ? (size_t)((seed >> 20) % len) : len;
    CuteRtAbi abi;
    CuteRtError err;
    CuteRtStatus st = cuteRtAbiParse(buf, n, NULL, &abi, &err);
    if (st == CUTE_RT_OK)
      cuteRtAbiDestroy(abi);
    else
      CHECK(st == CUTE_RT_ERROR_ABI &&
            strncmp(err.message, "ABI line ", 9) == 0);
  }
  free(buf);
}

int main(void) {
  testValid();
  testBad();
  testMutations();
  return rtTestResult("abi_test");
}
