/* The public C API end to end: algebra types and attributes from strings
 * and values, op builders with inferred result types, verification,
 * cute-fold-static through a pass manager built by the pipeline parser,
 * printing, and tensor ops typed by cuteOperationSetInferredTypes.
 * Everything, diagnostics included, goes to stdout in program order.
 *
 * RUN: cute-capi-test 2>&1 | FileCheck %s
 */
#include "cute-c/cute-c.h"
#include "mlir_host.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

static MlirStringRef str(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

/* This host's own test.* ops are unregistered: it opts in. */
static MlirLogicalResult verifyAllowing(MlirOperation op) {
  CuteVerifyOptions o = cuteVerifyOptionsGetDefault();
  o.allowUnregistered = true;
  return cuteVerifyModuleWithOptions(op, &o);
}

static void printType(const char *label, MlirType t) {
  printf("%s: ", label);
  if (mlirTypeIsNull(t))
    printf("<null>");
  else
    mlirTypePrint(t, toStdout, NULL);
  printf("\n");
}

static MlirContext setup(void) {
  MlirContext ctx = newTestContext(true);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirRegisterAllPasses();
  return ctx;
}

// CHECK-LABEL: --- types
// CHECK: layout: !cute.layout<"(4,8):(8,1)">
// CHECK: spec: (4,8):(8,1) kind=layout static=1
// CHECK: diagnostic: invalid !cute.layout<"(2,3):(1)">:
// CHECK: bad layout: <null>
// CHECK: diagnostic: invalid !cute.shape<"(2,_)">: '_' is not allowed
// CHECK: bad shape: <null>
// CHECK: from value: !cute.layout<"(2,2):(1,2)">
// CHECK: value back: (2,2):(1,2)
// CHECK: dynamic: !cute.int_tuple<"(?,32)"> static=0
// CHECK: not cute: kind=0 spec=''
static void testTypes(MlirContext ctx) {
  printf("--- types\n");
  MlirType l = cuteLayoutTypeGet(ctx, str("(4,8):(8,1)"));
  printType("layout", l);
  MlirStringRef spec = cuteAlgebraTypeGetSpec(l);
  printf("spec: %.*s kind=%s static=%d\n", (int)spec.length, spec.data,
         cuteAlgebraTypeKindGetName(cuteAlgebraTypeGetKind(l)),
         cuteAlgebraTypeIsStatic(l));
  printType("bad layout", cuteLayoutTypeGet(ctx, str("(2,3):(1)")));
  printType("bad shape", cuteShapeTypeGet(ctx, str("(2,_)")));
  CuteArena *a = cuteArenaCreate();
  CuteLayout layout;
  CuteValue back;
  if (cuteParseLayout(a, "(2,2):(1,2)", 11, &layout, NULL) == CUTE_OK) {
    MlirType t = cuteLayoutTypeGetFromLayout(ctx, layout);
    printType("from value", t);
    if (mlirLogicalResultIsSuccess(cuteAlgebraTypeGetValue(t, a, &back)))
      printf("value back: %s\n", cuteValueToString(a, back));
  }
  cuteArenaDestroy(a);
  MlirType d = cuteIntTupleTypeGet(ctx, str("(?,32)"));
  printf("dynamic: ");
  mlirTypePrint(d, toStdout, NULL);
  printf(" static=%d\n", cuteAlgebraTypeIsStatic(d));
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  spec = cuteAlgebraTypeGetSpec(i32);
  printf("not cute: kind=%d spec='%.*s'\n", (int)cuteAlgebraTypeGetKind(i32),
         (int)spec.length, spec.data);
}

static void printOp(MlirOperation op) {
  mlirOperationPrint(op, toStdout, NULL);
  printf("\n");
}

static void printAttr(const char *label, MlirAttribute a) {
  printf("%s: ", label);
  if (mlirAttributeIsNull(a))
    printf("<null>");
  else
    mlirAttributePrint(a, toStdout, NULL);
  printf("\n");
}

/* Diagnostics with their location (the verifier's, for IR with no
 * source text: the op's). */
static MlirLogicalResult withLocation(MlirDiagnostic d, void *user) {
  (void)user;
  printf("located diagnostic: ");
  mlirLocationPrint(mlirDiagnosticGetLocation(d), toStdout, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, toStdout, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

// CHECK-LABEL: --- attributes
// CHECK: int_tuple: #cute.int_tuple<"(1,(2,3))">
// CHECK: shape: #cute.shape<"(?,4)">
// CHECK: stride: #cute.stride<"(1@0,1@1)">
// CHECK: coord: #cute.coord<"(_,1)">
// CHECK: layout: #cute.layout<"(4,8):(1,4)">
// CHECK: composed_layout: #cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
// CHECK: swizzle: #cute.swizzle<"S<3,5,4>">
// CHECK: tile: #cute.tile<"[(2,3):(1,2);_]">
// CHECK: spec: (4,8):(1,4) kind=layout static=1 shape static=0
// CHECK: diagnostic: failed to parse layout from "(2,3:(1,2)": expected `,` or `)` at column 5
// CHECK: bad layout: <null>
// CHECK: diagnostic: failed to parse shape from "(4,_)": '_' is not allowed in shape
// CHECK: bad shape: <null>
// CHECK: from value: #cute.layout<"(2,2):(1,2)">
// CHECK: value back: (2,2):(1,2)
// CHECK: not cute: kind=0 spec=''
// CHECK: func.func @attrs()
// CHECK-SAME: a0 = #cute.int_tuple<"(1,(2,3))">
// CHECK-SAME: a4 = #cute.layout<"(4,8):(1,4)">
// CHECK-SAME: a7 = #cute.tile<"[(2,3):(1,2);_]">
// CHECK: verify: ok
// CHECK: located diagnostic: loc("capi_test.c":7:3): failed to parse layout from "(2,3:(1,2)": expected `,` or `)` at column 5
// CHECK: verify malformed: failed
static void testAttrs(MlirContext ctx) {
  printf("--- attributes\n");
  static const char *const kSpecs[] = {
      "(1,(2,3))",   "(?,4)",
      "(1@0,1@1)",   "(_,1)",
      "(4,8):(1,4)", "S<3,5,4> o 0 o (8,4):(1,8)",
      "S<3,5,4>",    "[(2,3):(1,2);_]"};
  MlirAttribute attrs[8];
  for (int k = CUTE_ALGEBRA_INT_TUPLE; k <= CUTE_ALGEBRA_TILE; ++k) {
    attrs[k - 1] = cuteAlgebraAttrGet(ctx, (CuteAlgebraTypeKind)k,
                                      str(kSpecs[k - 1]));
    printAttr(cuteAlgebraTypeKindGetName((CuteAlgebraTypeKind)k),
              attrs[k - 1]);
  }
  MlirAttribute l = cuteLayoutAttrGet(ctx, str("(4,8):(1,4)"));
  MlirStringRef spec = cuteAlgebraAttrGetSpec(l);
  printf("spec: %.*s kind=%s static=%d shape static=%d\n", (int)spec.length,
         spec.data, cuteAlgebraTypeKindGetName(cuteAlgebraAttrGetKind(l)),
         cuteAlgebraAttrIsStatic(l), cuteAlgebraAttrIsStatic(attrs[1]));
  printAttr("bad layout", cuteLayoutAttrGet(ctx, str("(2,3:(1,2)")));
  printAttr("bad shape", cuteShapeAttrGet(ctx, str("(4,_)")));
  CuteArena *a = cuteArenaCreate();
  CuteLayout layout;
  CuteValue back;
  if (cuteParseLayout(a, "(2,2):(1,2)", 11, &layout, NULL) == CUTE_OK) {
    MlirAttribute v = cuteLayoutAttrGetFromLayout(ctx, layout);
    printAttr("from value", v);
    if (mlirLogicalResultIsSuccess(cuteAlgebraAttrGetValue(v, a, &back)))
      printf("value back: %s\n", cuteValueToString(a, back));
  }
  cuteArenaDestroy(a);
  MlirAttribute i32 = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), 7);
  spec = cuteAlgebraAttrGetSpec(i32);
  printf("not cute: kind=%d spec='%.*s'\n", (int)cuteAlgebraAttrGetKind(i32),
         (int)spec.length, spec.data);

  /* Attached to a function as NVIDIA does, verified and printed. */
  MlirModule m = mlirModuleCreateParse(ctx, str("func.func @attrs() {\n"
                                                "  return\n"
                                                "}\n"));
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  for (int i = 0; i < 8; ++i) {
    char name[4] = {'a', (char)('0' + i), 0, 0};
    mlirOperationSetDiscardableAttributeByName(func, str(name), attrs[i]);
  }
  MlirOperation op = mlirModuleGetOperation(m);
  printOp(op);
  printf("verify: %s\n", mlirLogicalResultIsSuccess(cuteVerifyModule(op))
                             ? "ok" : "failed");

  /* Text the constructors refuse still parses (an opaque attribute is any
   * text); the verifier reports it at the op. */
  MlirAttribute bad =
      mlirAttributeParseGet(ctx, str("#cute.layout<\"(2,3:(1,2)\">"));
  MlirLocation loc =
      mlirLocationFileLineColGet(ctx, str("capi_test.c"), 7, 3);
  MlirOperationState st = mlirOperationStateGet(str("test.holder"), loc);
  MlirNamedAttribute named = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, str("layout")), bad);
  mlirOperationStateAddAttributes(&st, 1, &named);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  mlirBlockInsertOwnedOperationBefore(body, mlirBlockGetTerminator(body),
                                      mlirOperationCreate(&st));
  MlirDiagnosticHandlerID h =
      mlirContextAttachDiagnosticHandler(ctx, withLocation, NULL, NULL);
  MlirLogicalResult r = verifyAllowing(op);
  mlirContextDetachDiagnosticHandler(ctx, h);
  printf("verify malformed: %s\n",
         mlirLogicalResultIsSuccess(r) ? "ok" : "failed");
  mlirModuleDestroy(m);
}

/* Ops go before the function's terminator. */
typedef struct {
  MlirContext ctx;
  MlirBlock body;
  MlirOperation terminator;
  MlirLocation loc;
} Builder;

static MlirValue insert(Builder *b, const char *label, MlirOperation op) {
  if (mlirOperationIsNull(op)) {
    printf("%s: <null op>\n", label);
    return (MlirValue){NULL};
  }
  mlirBlockInsertOwnedOperationBefore(b->body, b->terminator, op);
  MlirValue r = mlirOperationGetResult(op, 0);
  printType(label, mlirValueGetType(r));
  return r;
}

/* "test.use"(v): keeps v alive through cute-fold-static. */
static void use(Builder *b, MlirValue v) {
  if (mlirValueIsNull(v))
    return;
  MlirOperationState s = mlirOperationStateGet(str("test.use"), b->loc);
  mlirOperationStateAddOperands(&s, 1, &v);
  mlirBlockInsertOwnedOperationBefore(b->body, b->terminator,
                                      mlirOperationCreate(&s));
}

static const char *kFunction =
    "func.func @built(%a: !cute.layout<\"(20):(2)\">,\n"
    "                 %b: !cute.layout<\"(5,4):(4,1)\">,\n"
    "                 %d: !cute.layout<\"(?,4):(1,?)\">, %n: i32) {\n"
    "  return\n"
    "}\n";

static MlirModule parseFunction(Builder *b) {
  MlirModule m = mlirModuleCreateParse(b->ctx, str(kFunction));
  MlirOperation func = mlirBlockGetFirstOperation(
      mlirModuleGetBody(m));
  b->body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  b->terminator = mlirBlockGetTerminator(b->body);
  b->loc = mlirLocationFileLineColGet(b->ctx, str("capi_test.c"), 1, 1);
  return m;
}

static MlirValue arg(Builder *b, intptr_t i) {
  return mlirBlockGetArgument(b->body, i);
}

// CHECK-LABEL: --- builders
// CHECK: composition: !cute.layout<"(5,4):(8,2)">
// CHECK: size: !cute.int_tuple<"20">
// CHECK: size mode 1: !cute.int_tuple<"4">
// CHECK: coalesce: !cute.layout<
// CHECK: complement: !cute.layout<
// CHECK: static: !cute.layout<"(2,2):(1,2)">
// CHECK: logical_divide: !cute.layout<
// CHECK: dynamic size: !cute.int_tuple<"?
// CHECK: dynamic size mode 1: !cute.int_tuple<"4">
static void buildAlgebra(Builder *b) {
  printf("--- builders\n");
  MlirLocation loc = b->loc;
  MlirValue c = insert(b, "composition",
                       cuteCompositionOpCreate(loc, arg(b, 0), arg(b, 1)));
  use(b, insert(b, "size", cuteSizeOpCreate(loc, c, NULL, 0)));
  int32_t mode1[] = {1};
  use(b, insert(b, "size mode 1", cuteSizeOpCreate(loc, c, mode1, 1)));
  use(b, insert(b, "coalesce",
                cuteCoalesceOpCreate(loc, c, (MlirValue){NULL})));
  use(b, insert(b, "complement",
                cuteComplementOpCreate(loc, arg(b, 1), (MlirValue){NULL})));
  MlirType st = cuteLayoutTypeGet(b->ctx, str("(2,2):(1,2)"));
  MlirValue s = insert(b, "static", cuteStaticOpCreate(loc, st));
  use(b, insert(b, "logical_divide",
                cuteDivideOpCreate(loc, CUTE_DIVIDE_LOGICAL, arg(b, 0), s)));
  use(b, insert(b, "dynamic size",
                cuteSizeOpCreate(loc, arg(b, 2), NULL, 0)));
  use(b, insert(b, "dynamic size mode 1",
                cuteSizeOpCreate(loc, arg(b, 2), mode1, 1)));
}

// CHECK-LABEL: --- newer ops
// CHECK: zipped_divide:
// CHECK: raked_product:
// CHECK: make_shape:
// CHECK: make_stride:
// CHECK: make_layout: !cute.layout<"(?,8):(1,?)">
// CHECK: make_layout of a shape: !cute.layout<"(?,8):(1,?)">
static void buildNewer(Builder *b) {
  /* Ops the dialect gained with the full op set: each line shows the
   * inferred type, or <null op> with the dialect's diagnostic. */
  printf("--- newer ops\n");
  MlirLocation loc = b->loc;
  MlirType st = cuteLayoutTypeGet(b->ctx, str("(2,2):(1,2)"));
  MlirValue s = insert(b, "static 2", cuteStaticOpCreate(loc, st));
  use(b, insert(b, "zipped_divide",
                cuteDivideOpCreate(loc, CUTE_DIVIDE_ZIPPED, arg(b, 0), s)));
  use(b, insert(b, "raked_product",
                cuteProductOpCreate(loc, CUTE_PRODUCT_RAKED, s, s)));
  MlirValue n = arg(b, 3);
  MlirValue shape = insert(b, "make_shape",
                           cuteMakeTupleOpCreate(loc, CUTE_ALGEBRA_SHAPE,
                                                 str("(?,8)"), 1, &n));
  MlirValue stride = insert(b, "make_stride",
                            cuteMakeTupleOpCreate(loc, CUTE_ALGEBRA_STRIDE,
                                                  str("(1,?)"), 1, &n));
  use(b, insert(b, "make_layout", cuteMakeLayoutOpCreate(loc, shape, stride)));
  use(b, insert(b, "make_layout of a shape",
                cuteMakeLayoutOpCreate(loc, shape, (MlirValue){NULL})));
}

// CHECK-LABEL: --- builder errors
// CHECK: diagnostic: cute.composition: operand #1 (rhs) is null
// CHECK: null rhs: <null op>
// CHECK: diagnostic: cute.size: {{.*}}out of range
// CHECK: bad mode: <null op>
// CHECK: diagnostic: cute.composition: operand #0 (lhs) must be a layout, a composed_layout, a memref or a coord_tensor, got i32
// CHECK: wrong kind: <null op>
// CHECK: diagnostic: cute.no_such_op: not an op of the cute dialects
// CHECK: unknown op: <null op>
// CHECK: diagnostic: cute.select: needs the property 'mode' (array<i32: ...>)
// CHECK: missing property: <null op>
// Same text as the verifier (test/Dialect/error_format.mlir):
// CHECK: diagnostic: cute.composition: the right-hand shape 6 is not divisible by the left-hand extent 4 (operand 1: "6:1"){{$}}
// CHECK: algebra refuses: <null op>
// CHECK: diagnostic: cute.logical_product: complement: the layout is not injective (stride 1 falls inside the span 2 of smaller modes) (operand 0: "(2,2):(1,1)"){{$}}
// CHECK: inner op refuses: <null op>
static void buildErrors(Builder *b) {
  printf("--- builder errors\n");
  MlirLocation loc = b->loc;
  insert(b, "null rhs",
         cuteCompositionOpCreate(loc, arg(b, 0), (MlirValue){NULL}));
  int32_t mode5[] = {5};
  insert(b, "bad mode", cuteSizeOpCreate(loc, arg(b, 1), mode5, 1));
  insert(b, "wrong kind", cuteCompositionOpCreate(loc, arg(b, 3), arg(b, 1)));
  MlirValue l = arg(b, 1);
  insert(b, "unknown op",
         cuteOpCreate(loc, str("cute.no_such_op"), 1, &l, 0, NULL, 0, NULL));
  insert(b, "missing property",
         cuteOpCreate(loc, str("cute.select"), 1, &l, 0, NULL, 0, NULL));
  MlirContext ctx = b->ctx;
  MlirType lhsType = cuteLayoutTypeGet(ctx, str("(4,5):(1,8)"));
  MlirType rhsType = cuteLayoutTypeGet(ctx, str("6:1"));
  MlirValue lhs = insert(b, "lhs", cuteStaticOpCreate(loc, lhsType));
  MlirValue rhs = insert(b, "rhs", cuteStaticOpCreate(loc, rhsType));
  insert(b, "algebra refuses", cuteCompositionOpCreate(loc, lhs, rhs));
  MlirType aType = cuteLayoutTypeGet(ctx, str("(2,2):(1,1)"));
  MlirType twoType = cuteLayoutTypeGet(ctx, str("2:1"));
  MlirValue a = insert(b, "a", cuteStaticOpCreate(loc, aType));
  MlirValue two = insert(b, "two", cuteStaticOpCreate(loc, twoType));
  insert(b, "inner op refuses",
         cuteProductOpCreate(loc, CUTE_PRODUCT_LOGICAL, a, two));
}

static MlirLogicalResult runPipeline(MlirContext ctx, MlirOperation op,
                                     const char *pipeline) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult r = cuteParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm), str(pipeline), toStdout, NULL);
  if (mlirLogicalResultIsSuccess(r))
    r = mlirPassManagerRunOnOp(pm, op);
  mlirPassManagerDestroy(pm);
  return r;
}

// CHECK-LABEL: --- built
// CHECK: func.func @built
// CHECK: "cute.composition"(%arg0, %arg1) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
// CHECK: "cute.size"(%{{.*}}) <{mode = array<i32: 1>}> : (!cute.layout<"(5,4):(8,2)">) -> !cute.int_tuple<"4">
// CHECK: verify: ok
// CHECK-LABEL: --- folded
// CHECK: fold: ok
// CHECK: func.func @built
// CHECK-NOT: cute.composition
// CHECK-NOT: cute.coalesce
// CHECK-DAG: "cute.static"() : () -> !cute.int_tuple<"20">
// CHECK-DAG: "cute.static"() : () -> !cute.int_tuple<"4">
// CHECK-DAG: "cute.size"(%arg2) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?
// CHECK-DAG: "cute.make_shape"(%arg3)
// CHECK: return
static void testBuildAndFold(MlirContext ctx) {
  Builder b = {ctx, {NULL}, {NULL}, {NULL}};
  MlirModule m = parseFunction(&b);
  buildAlgebra(&b);
  buildNewer(&b);
  buildErrors(&b);
  MlirOperation op = mlirModuleGetOperation(m);
  printf("--- built\n");
  printOp(op);
  printf("verify: %s\n", mlirLogicalResultIsSuccess(verifyAllowing(op))
                             ? "ok" : "failed");
  printf("--- folded\n");
  MlirLogicalResult r =
      runPipeline(ctx, op, "builtin.module(cute-fold-static,canonicalize)");
  printf("fold: %s\n", mlirLogicalResultIsSuccess(r) ? "ok" : "failed");
  printOp(op);
  mlirModuleDestroy(m);
}

static const char *kWrong =
    "func.func @wrong(%a: !cute.layout<\"(20):(2)\">,\n"
    "                 %b: !cute.layout<\"(5,4):(4,1)\">) {\n"
    "  %0 = \"cute.composition\"(%a, %b) : (!cute.layout<\"(20):(2)\">,\n"
    "      !cute.layout<\"(5,4):(4,1)\">) -> !cute.layout<\"(5,4):(1,1)\">\n"
    "  \"test.use\"(%0) : (!cute.layout<\"(5,4):(1,1)\">) -> ()\n"
    "  return\n"
    "}\n";

// CHECK-LABEL: --- passes on invalid IR
// CHECK: diagnostic: cute.composition: result type !cute.layout<"(5,4):(1,1)"> does not match the inferred !cute.layout<"(5,4):(8,2)">
// CHECK: cute-verify: failed
// CHECK: diagnostic: cute.composition: result type
// CHECK: cute-fold-static: failed
// CHECK: "cute.composition"
// CHECK: column 1: 'cute-verify{x=1}': pass cute-verify takes no options
// CHECK: bad pipeline: failed
static void testInvalid(MlirContext ctx) {
  printf("--- passes on invalid IR\n");
  MlirModule m = mlirModuleCreateParse(ctx, str(kWrong));
  MlirOperation op = mlirModuleGetOperation(m);
  printf("cute-verify: %s\n",
         mlirLogicalResultIsSuccess(runPipeline(ctx, op, "cute-verify"))
             ? "ok" : "failed");
  printf("cute-fold-static: %s\n",
         mlirLogicalResultIsSuccess(
             runPipeline(ctx, op, "func.func(cute-fold-static)"))
             ? "ok" : "failed");
  printOp(op);
  MlirLogicalResult r = runPipeline(ctx, op, "cute-verify{x=1}");
  printf("\nbad pipeline: %s\n",
         mlirLogicalResultIsSuccess(r) ? "ok" : "failed");
  mlirModuleDestroy(m);
}

static const char *kTensors =
    "func.func @tensors(%m: !cute.memref<f32, gmem, align<16>, "
    "\"(8,4):(4,1)\">,\n"
    "                   %c: !cute.coord<\"(1,2)\">,\n"
    "                   %s: !cute.coord<\"(_,2)\">) {\n"
    "  return\n"
    "}\n";

/* op(operands of @tensors) with one placeholder result, typed through
 * cuteOperationSetInferredTypes and inserted before the return. */
static void inferTensorOp(Builder *b, const char *label, const char *name,
                          int a0, int a1, const char *placeholder) {
  MlirOperationState st = mlirOperationStateGet(str(name), b->loc);
  MlirValue operands[2] = {arg(b, a0), arg(b, a1)};
  MlirType result = mlirTypeParseGet(b->ctx, str(placeholder));
  mlirOperationStateAddOperands(&st, 2, operands);
  mlirOperationStateAddResults(&st, 1, &result);
  MlirOperation op = mlirOperationCreate(&st);
  MlirLogicalResult r = cuteOperationSetInferredTypes(op);
  printf("%s: %s, ", label, mlirLogicalResultIsSuccess(r) ? "ok" : "failed");
  insert(b, "type", op);
}

/* Ops a user builds with mlirOperationCreate: memref.load's element type
 * (once an i0: the integer width of a builtin result that has none), a
 * memref's slice (once refused: memref types were built from an algebra
 * kind's text). Data types and the coordinate tensor's iterator are no
 * algebra types to the accessors. */
// CHECK-LABEL: --- tensors
// CHECK: memref.load: ok, type: f32
// CHECK: slice: ok, type: !cute.memref<f32, gmem, align<8>, "(8):(4)">
// CHECK: verify: ok
// CHECK: memref: kind=0 spec='' static=0
// CHECK: arith_tuple_iter: kind=0 spec='' static=0
// CHECK: !cute.i32<divby 8>: kind=0 spec='' static=0
// CHECK: !cute.fast_divmod_divisor<32>: kind=0 spec='' static=0
// CHECK: !cute_nvgpu.atom.universal_copy<f32, 128 b>: kind=0 spec='' static=0
// CHECK: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >: kind=0 spec='' static=0
// CHECK: !cute.tiled_copy<{{.*}}>: kind=0 spec='' static=0
// CHECK: !cute.tiled_mma<{{.*}}>: kind=0 spec='' static=0
static void testTensors(MlirContext ctx) {
  printf("--- tensors\n");
  Builder b = {ctx, {NULL}, {NULL}, {NULL}};
  MlirModule m = mlirModuleCreateParse(ctx, str(kTensors));
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  b.body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  b.terminator = mlirBlockGetTerminator(b.body);
  b.loc = mlirLocationFileLineColGet(ctx, str("capi_test.c"), 2, 1);
  inferTensorOp(&b, "memref.load", "cute.memref.load", 0, 1, "f16");
  inferTensorOp(&b, "slice", "cute.slice", 0, 2,
                "!cute.memref<f32, gmem, align<16>, \"1:0\">");
  printf("verify: %s\n",
         mlirLogicalResultIsSuccess(cuteVerifyModule(mlirModuleGetOperation(m)))
             ? "ok" : "failed");
  MlirType memref = mlirValueGetType(arg(&b, 0));
  MlirStringRef spec = cuteAlgebraTypeGetSpec(memref);
  printf("memref: kind=%d spec='%.*s' static=%d\n",
         (int)cuteAlgebraTypeGetKind(memref), (int)spec.length, spec.data,
         cuteAlgebraTypeIsStatic(memref));
  MlirType iter =
      mlirTypeParseGet(ctx, str("!cute.arith_tuple_iter<\"(1,2)\">"));
  spec = cuteAlgebraTypeGetSpec(iter);
  printf("arith_tuple_iter: kind=%d spec='%.*s' static=%d\n",
         (int)cuteAlgebraTypeGetKind(iter), (int)spec.length, spec.data,
         cuteAlgebraTypeIsStatic(iter));
  /* The scalars are cute types outside the algebra too (once read as
   * algebra kinds 12 and 13), and so are the atoms and tiled types. */
  static const char *const kScalars[] = {
      "!cute.i32<divby 8>", "!cute.fast_divmod_divisor<32>",
      "!cute_nvgpu.atom.universal_copy<f32, 128 b>",
      "!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >",
      "!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, "
      "layout_copy_tv = <\"(32,4):(4,1)\">, tiler_mn = <\"[32:1;4:1]\">>",
      "!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> "
      "f32 >, atom_layout_MNK = <\"(16,16,1):(16,1,0)\">>"};
  for (size_t i = 0; i < sizeof kScalars / sizeof *kScalars; ++i) {
    MlirType t = mlirTypeParseGet(ctx, str(kScalars[i]));
    spec = cuteAlgebraTypeGetSpec(t);
    printf("%s: kind=%d spec='%.*s' static=%d\n", kScalars[i],
           (int)cuteAlgebraTypeGetKind(t), (int)spec.length, spec.data,
           cuteAlgebraTypeIsStatic(t));
  }
  mlirModuleDestroy(m);
}

// CHECK-LABEL: --- strict
// CHECK: diagnostic: 'test.use' is not a registered operation
// CHECK: strict: failed
// CHECK: allowing: ok
// CHECK: cute.size properties: mode
// CHECK: cute.group_modes properties: begin end
// CHECK: cute.composition properties:
// CHECK: arith.addi properties: <not ours>
static void testStrict(MlirContext ctx) {
  printf("--- strict\n");
  MlirModule m = mlirModuleCreateParse(
      ctx, str("func.func @f(%s: !cute.shape<\"(4,3)\">) {\n"
               "  %0 = \"cute.size\"(%s) : (!cute.shape<\"(4,3)\">) -> "
               "!cute.int_tuple<\"12\">\n"
               "  \"test.use\"(%0) : (!cute.int_tuple<\"12\">) -> ()\n"
               "  return\n}\n"));
  MlirOperation op = mlirModuleGetOperation(m);
  printf("strict: %s\n",
         mlirLogicalResultIsSuccess(cuteVerifyModule(op)) ? "ok" : "failed");
  printf("allowing: %s\n",
         mlirLogicalResultIsSuccess(verifyAllowing(op)) ? "ok" : "failed");
  mlirModuleDestroy(m);
  const char *ops[] = {"cute.size", "cute.group_modes", "cute.composition",
                       "arith.addi"};
  for (size_t i = 0; i < sizeof ops / sizeof *ops; ++i) {
    const char *const *p = cuteDialectOpPropertyNames(str(ops[i]));
    printf("%s properties:%s", ops[i], p ? "" : " <not ours>");
    for (; p && *p; ++p)
      printf(" %s", *p);
    printf("\n");
  }
}

int main(void) {
  MlirContext ctx = setup();
  testTypes(ctx);
  testAttrs(ctx);
  testBuildAndFold(ctx);
  testInvalid(ctx);
  testTensors(ctx);
  testStrict(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
