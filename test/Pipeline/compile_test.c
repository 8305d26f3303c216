/* The compile API (cute-c/Compile.h) and the GPU pipeline functions of
 * cute-c/Passes.h from C: ABI collection on hand-written attributes,
 * PTX, LLVM IR of a host module, the NVVM format, option errors as
 * diagnostics, the input's verification and verify-each, and (where
 * ptxas is) cubin. Everything goes to stdout.
 *
 * RUN: cute-compile-test | FileCheck %s
 * RUN: %if ptxas %{ cute-compile-test cubin | FileCheck %s --check-prefix=CUBIN %}
 */
#include "cute-c/Compile.h"
#include "mlir_host.h"

#include <stdio.h>
#include <string.h>

static MlirStringRef str(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

/* A kernel of cute algebra ops: its ABI comes from cute-to-base. */
static const char kKernel[] =
    "module attributes {gpu.container_module} {\n"
    "  gpu.module @kernels {\n"
    "    gpu.func @scale(%out: !llvm.ptr<1>, %l: !cute.layout<\"(?,4):(1,?)\">,"
    " %k: i32) kernel {\n"
    "      %s = \"cute.size\"(%l) : (!cute.layout<\"(?,4):(1,?)\">) -> "
    "!cute.int_tuple<\"?\">\n"
    "      %n = \"cute.get_scalars\"(%s) : (!cute.int_tuple<\"?\">) -> i32\n"
    "      %v = arith.muli %n, %k : i32\n"
    "      llvm.store %v, %out : i32, !llvm.ptr<1>\n"
    "      gpu.return\n"
    "    }\n"
    "  }\n"
    "}\n";

// CHECK-LABEL: --- abi
// CHECK-NEXT: cute-kernel-abi 2
// CHECK-NEXT: kernel lowered 2
// CHECK-NEXT: arg ptr f32 gmem 16
// CHECK-NEXT: # a comment line is kept, not counted
// CHECK-NEXT: arg scalar i32
// CHECK-NEXT: end
// CHECK-NEXT: kernel not_lowered 1
// CHECK-NEXT: arg layout (?,8):(1,?)
// CHECK-NEXT: end
// CHECK-NEXT: # kernel bare: no cute.kernel_abi attribute
// CHECK-NEXT: result: success
// CHECK-NEXT: cute-kernel-abi 2
// CHECK-NEXT: diagnostic: cute.kernel_abi must be a string attribute
// CHECK-NEXT: result: failure
static void testAbi(MlirContext ctx) {
  printf("--- abi\n");
  /* An llvm.func (after convert-gpu-to-nvvm) and a gpu.func, with blank
   * lines in the attribute; a kernel without one; a host function whose
   * attribute is ignored. */
  MlirModule m = mlirModuleCreateParse(
      ctx, str("module {\n"
               "  gpu.module @g {\n"
               "    llvm.func @lowered(%a: !llvm.ptr<1>, %b: i32) attributes"
               " {gpu.kernel, nvvm.kernel, cute.kernel_abi = \"arg ptr f32 "
               "gmem 16\\n\\n# a comment line is kept, not counted\\narg "
               "scalar i32\\n\"} { llvm.return }\n"
               "    gpu.func @not_lowered(%x: i32) kernel attributes "
               "{cute.kernel_abi = \"arg layout (?,8):(1,?)\"} { gpu.return }\n"
               "    gpu.func @bare() kernel { gpu.return }\n"
               "  }\n"
               "  func.func @host() attributes {cute.kernel_abi = \"x\"} "
               "{ return }\n"
               "}\n"));
  MlirLogicalResult r =
      cuteCollectKernelAbi(mlirModuleGetOperation(m), toStdout, NULL);
  printf("result: %s\n", mlirLogicalResultIsSuccess(r) ? "success" : "failure");
  mlirModuleDestroy(m);
  m = mlirModuleCreateParse(
      ctx, str("gpu.module @g {\n"
               "  gpu.func @k() kernel attributes {cute.kernel_abi = 3 : i32}"
               " { gpu.return }\n"
               "}\n"));
  r = cuteCollectKernelAbi(mlirModuleGetOperation(m), toStdout, NULL);
  printf("result: %s\n", mlirLogicalResultIsSuccess(r) ? "success" : "failure");
  mlirModuleDestroy(m);
}

static void printTimes(CuteCompileResult r) {
  CuteCompileTimes t = cuteCompileResultGetTimes(r);
  printf("times: lower %s abi %s binary %s llvm-to-ptx %s\n",
         t.lower >= 0 ? "ok" : "bad", t.abi >= 0 ? "ok" : "bad",
         t.binary >= 0 ? "ok" : "bad", t.llvmToPtx >= 0 ? "ok" : "missing");
}

// CHECK-LABEL: --- ptx
// CHECK-NEXT: compile: success, 1 binaries
// CHECK-NEXT: binary @kernels, NUL after: 1
// CHECK: .version 7.8
// CHECK-NEXT: .target sm_90
// CHECK: .visible .entry scale(
// CHECK: cute-kernel-abi 2
// CHECK-NEXT: kernel scale 3
// CHECK-NEXT: arg {{.+}}
// CHECK-NEXT: arg layout flat 2 leaves 4 ?i32 4 1 ?i32 spec (?,4):(1,?)
// CHECK-NEXT: arg scalar i32
// CHECK-NEXT: end
// CHECK-NEXT: times: lower ok abi ok binary ok llvm-to-ptx ok
static void testPtx(MlirContext ctx) {
  printf("--- ptx\n");
  MlirModule m = mlirModuleCreateParse(ctx, str(kKernel));
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  CuteCompileResult r;
  MlirLogicalResult ok = cuteCompileModule(m, &o, &r);
  printf("compile: %s, %ld binaries\n",
         mlirLogicalResultIsSuccess(ok) ? "success" : "failure",
         cuteCompileResultIsNull(r) ? -1L
                                    : (long)cuteCompileResultGetNumBinaries(r));
  if (!cuteCompileResultIsNull(r) && cuteCompileResultGetNumBinaries(r) == 1) {
    MlirStringRef name = cuteCompileResultGetBinaryName(r, 0);
    MlirStringRef ptx = cuteCompileResultGetBinary(r, 0);
    printf("binary @%.*s, NUL after: %d\n", (int)name.length, name.data,
           ptx.data[ptx.length] == '\0');
    toStdout(ptx, NULL);
    toStdout(cuteCompileResultGetAbi(r), NULL);
    printTimes(r);
  }
  cuteCompileResultDestroy(r);
  mlirModuleDestroy(m);
}

// CHECK-LABEL: --- host llvm ir
// CHECK-NEXT: compile: success, 1 binaries, name ''
// CHECK: define i32 @area(i32 %0, i32 %1)
// CHECK-NEXT: mul i32
// CHECK-LABEL: --- nvvm
// CHECK-NEXT: compile: success, 0 binaries
// CHECK: gpu.module @kernels [#nvvm.target<O = 1, chip = "sm_80", features = "+ptx71">]
// CHECK: llvm.func @scale(
// CHECK-SAME: cute.kernel_abi =
// CHECK-SAME: nvvm.kernel
static void testFormats(MlirContext ctx) {
  printf("--- host llvm ir\n");
  MlirModule m = mlirModuleCreateParse(
      ctx, str("func.func @area(%m: i32, %n: i32) -> i32 {\n"
               "  %s = \"cute.make_shape\"(%m, %n) : (i32, i32) -> "
               "!cute.shape<\"(?,?)\">\n"
               "  %z = \"cute.size\"(%s) : (!cute.shape<\"(?,?)\">) -> "
               "!cute.int_tuple<\"?\">\n"
               "  %v = \"cute.get_scalars\"(%z) : (!cute.int_tuple<\"?\">) "
               "-> i32\n"
               "  return %v : i32\n"
               "}\n"));
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  o.format = CuteGpuFormatLLVMIR;
  CuteCompileResult r;
  MlirLogicalResult ok = cuteCompileModule(m, &o, &r);
  if (mlirLogicalResultIsSuccess(ok) &&
      cuteCompileResultGetNumBinaries(r) == 1) {
    MlirStringRef name = cuteCompileResultGetBinaryName(r, 0);
    printf("compile: success, 1 binaries, name '%.*s'\n", (int)name.length,
           name.data);
    toStdout(cuteCompileResultGetBinary(r, 0), NULL);
  } else {
    printf("compile: failure\n");
  }
  cuteCompileResultDestroy(r);
  mlirModuleDestroy(m);

  printf("--- nvvm\n");
  m = mlirModuleCreateParse(ctx, str(kKernel));
  o.format = CuteGpuFormatNVVM;
  o.target.chip = str("sm_80");
  o.target.features = str("+ptx71");
  o.target.optLevel = 1;
  ok = cuteCompileModule(m, &o, &r);
  printf("compile: %s, %ld binaries\n",
         mlirLogicalResultIsSuccess(ok) ? "success" : "failure",
         (long)cuteCompileResultGetNumBinaries(r));
  mlirOperationPrint(mlirModuleGetOperation(m), toStdout, NULL);
  printf("\n");
  cuteCompileResultDestroy(r);
  mlirModuleDestroy(m);
}

// CHECK-LABEL: --- errors
// CHECK-NEXT: diagnostic: cuteCompileModule: chip sm_90 needs PTX 7.8 or later (features=+ptx78), got +ptx75
// CHECK-NEXT: compile: failure, null result: 1
// CHECK-NEXT: diagnostic: cuteCompileModule: opt-level must be 0, 1, 2 or 3, got 4
// CHECK-NEXT: compile: failure, null result: 1
// CHECK-NEXT: check: unknown chip 'sm_91' (chip= takes one of the chips LLVM 22 knows: sm_20 {{.*}} sm_121f)
// CHECK-NEXT: check: the CUDA toolkit '/nonexistent' (from toolkit=) is not a directory
// CHECK-NEXT: check nvvm ignores the toolkit: success
// CHECK-NEXT: add: unknown chip 'sm_9' {{.*}}
// CHECK-NEXT: pipeline after a failed add: builtin.module()
// CHECK-NEXT: min features: sm_90 +ptx78, sm_90a +ptx80, sm_100a +ptx86, sm_120a +ptx87, sm_50 +ptx40, sm_91 ''
/* Compiles m (then destroyed) and prints the outcome. */
static void printCompileOf(MlirModule m, CuteCompileOptions o) {
  CuteCompileResult r = {(void *)1};
  MlirLogicalResult ok = cuteCompileModule(m, &o, &r);
  printf("compile: %s, null result: %d\n",
         mlirLogicalResultIsSuccess(ok) ? "success" : "failure",
         cuteCompileResultIsNull(r));
  cuteCompileResultDestroy(r);
  mlirModuleDestroy(m);
}

static void printCompile(MlirContext ctx, CuteCompileOptions o) {
  printCompileOf(mlirModuleCreateParse(ctx, str(kKernel)), o);
}

static void printCheck(MlirStringRef s, void *label) {
  printf("%s: %.*s\n", (const char *)label, (int)s.length, s.data);
}

static void printMinFeatures(void) {
  const char *chips[] = {"sm_90", "sm_90a", "sm_100a", "sm_120a", "sm_50",
                         "sm_91"};
  printf("min features:");
  for (int i = 0; i < 6; ++i) {
    MlirStringRef f = cuteGpuChipMinFeatures(str(chips[i]));
    printf("%s %s %s%.*s%s", i ? "," : "", chips[i], f.length ? "" : "'",
           (int)f.length, f.data ? f.data : "", f.length ? "" : "'");
  }
  printf("\n");
}

static void testErrors(MlirContext ctx) {
  printf("--- errors\n");
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  o.target.features = str("+ptx75");
  printCompile(ctx, o);
  o = cuteCompileOptionsGetDefault();
  o.target.optLevel = 4;
  printCompile(ctx, o);
  CuteGpuOptions g = cuteGpuOptionsGetDefault();
  g.chip = str("sm_91");
  cuteGpuOptionsCheck(CuteGpuFormatPTX, &g, printCheck, "check");
  g = cuteGpuOptionsGetDefault();
  g.toolkit = str("/nonexistent");
  cuteGpuOptionsCheck(CuteGpuFormatCubin, &g, printCheck, "check");
  printf("check nvvm ignores the toolkit: %s\n",
         mlirLogicalResultIsSuccess(cuteGpuOptionsCheck(
             CuteGpuFormatNVVM, &g, printCheck, "check"))
             ? "success"
             : "failure");
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, str("builtin.module"));
  g = cuteGpuOptionsGetDefault();
  g.chip = str("sm_9");
  cuteAddGpuPipeline(mlirPassManagerGetAsOpPassManager(pm), CuteGpuFormatPTX,
                     &g, printCheck, "add");
  printf("pipeline after a failed add: ");
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(pm), toStdout, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  printMinFeatures();
}

// CHECK-LABEL: --- verification
// CHECK-NEXT: diagnostic: 'gpu.func' op requires string attribute 'sym_name'
// CHECK-NEXT: compile: failure, null result: 1
// CHECK-NEXT: verify-each: success, the same PTX: 1
/* The input is verified before any pass runs (a module built through the
 * C API has not been: here a kernel loses its name after parsing), and
 * verify-each, MLIR's verifier after every pass, compiles the same. */
static MlirStringRef compilePtx(MlirModule m, CuteCompileOptions o,
                                CuteCompileResult *r) {
  if (mlirLogicalResultIsFailure(cuteCompileModule(m, &o, r)) ||
      cuteCompileResultGetNumBinaries(*r) != 1)
    return mlirStringRefCreate(NULL, 0);
  return cuteCompileResultGetBinary(*r, 0);
}

static void testVerification(MlirContext ctx) {
  printf("--- verification\n");
  MlirModule m = mlirModuleCreateParse(ctx, str(kKernel));
  MlirOperation gpuModule = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirOperation kernel = mlirBlockGetFirstOperation(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(gpuModule, 0)));
  mlirOperationRemoveAttributeByName(kernel, str("sym_name"));
  printCompileOf(m, cuteCompileOptionsGetDefault());

  m = mlirModuleCreateParse(ctx, str(kKernel));
  MlirModule m2 = mlirModuleCreateParse(ctx, str(kKernel));
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  CuteCompileResult r1 = {NULL}, r2 = {NULL};
  MlirStringRef plain = compilePtx(m, o, &r1);
  o.verifyEach = true;
  MlirStringRef each = compilePtx(m2, o, &r2);
  printf("verify-each: %s, the same PTX: %d\n",
         each.data ? "success" : "failure",
         plain.data && each.data && mlirStringRefEqual(plain, each));
  cuteCompileResultDestroy(r1);
  cuteCompileResultDestroy(r2);
  mlirModuleDestroy(m);
  mlirModuleDestroy(m2);
}

// A kernel whose cf.assert each mode compiles its own way (PTX).
static const char kAssertKernel[] =
    "module attributes {gpu.container_module} {\n"
    "  gpu.module @kernels {\n"
    "    gpu.func @check(%out: !llvm.ptr<1>, %n: i32) kernel {\n"
    "      %c0 = arith.constant 0 : i32\n"
    "      %ok = arith.cmpi sgt, %n, %c0 : i32\n"
    "      cf.assert %ok, \"n must be positive\"\n"
    "      llvm.store %n, %out : i32, !llvm.ptr<1>\n"
    "      gpu.return\n"
    "    }\n"
    "  }\n"
    "}\n";

static int countIn(MlirStringRef text, const char *what) {
  int n = 0;
  size_t w = strlen(what);
  for (size_t i = 0; i + w <= text.length; ++i)
    n += !memcmp(text.data + i, what, w);
  return n;
}

// trap: the comparison's setp and the trap's own predicate (setp.eq).
// CHECK-LABEL: --- assertions
// CHECK-NEXT: default: trap 1
// CHECK-NEXT: trap: success, trap; 1, __assertfail 0, setp 2
// CHECK-NEXT: message: success, trap; 0, __assertfail 2, setp 1
// CHECK-NEXT: off: success, trap; 0, __assertfail 0, setp 0
// CHECK-NEXT: check: assertions must be CuteGpuAssertionsTrap, CuteGpuAssertionsMessage or CuteGpuAssertionsOff, got 3
// CHECK-NEXT: diagnostic: cuteCompileModule: assertions must be {{.*}}, got -1
// CHECK-NEXT: compile: failure, null result: 1
// CHECK-NEXT: pass: trap 1 message 1 off 1 3 0
static void testAssertions(MlirContext ctx) {
  printf("--- assertions\n");
  printf("default: trap %d\n",
         cuteGpuOptionsGetDefault().assertions == CuteGpuAssertionsTrap &&
             cuteCompileOptionsGetDefault().target.assertions ==
                 CuteGpuAssertionsTrap);
  static const char *const names[] = {"trap", "message", "off"};
  for (int mode = 0; mode < 3; ++mode) {
    MlirModule m = mlirModuleCreateParse(ctx, str(kAssertKernel));
    CuteCompileOptions o = cuteCompileOptionsGetDefault();
    o.target.assertions = (CuteGpuAssertions)mode;
    CuteCompileResult r;
    MlirLogicalResult ok = cuteCompileModule(m, &o, &r);
    MlirStringRef ptx = cuteCompileResultIsNull(r)
                            ? mlirStringRefCreate("", 0)
                            : cuteCompileResultGetBinary(r, 0);
    printf("%s: %s, trap; %d, __assertfail %d, setp %d\n", names[mode],
           mlirLogicalResultIsSuccess(ok) ? "success" : "failure",
           countIn(ptx, "trap;"),
           countIn(ptx, "call.uni __assertfail") +
               countIn(ptx, ".extern .func __assertfail"),
           countIn(ptx, "setp."));
    cuteCompileResultDestroy(r);
    mlirModuleDestroy(m);
  }
  CuteGpuOptions g = cuteGpuOptionsGetDefault();
  g.assertions = (CuteGpuAssertions)3;
  cuteGpuOptionsCheck(CuteGpuFormatNVVM, &g, printCheck, "check");
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  o.target.assertions = (CuteGpuAssertions)-1;
  printCompile(ctx, o);
  /* The pass for each mode; none for a value outside the enum. */
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(ctx, str("builtin.module"));
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  int made[3];
  for (int mode = 0; mode < 3; ++mode) {
    MlirPass p = cuteCreateGpuAssertsPass((CuteGpuAssertions)mode);
    made[mode] = !cutePassIsNull(p);
    if (made[mode])
      mlirOpPassManagerAddOwnedPass(opm, p);
  }
  printf("pass: trap %d message %d off %d 3 %d\n", made[0], made[1], made[2],
         !cutePassIsNull(cuteCreateGpuAssertsPass((CuteGpuAssertions)3)));
  mlirPassManagerDestroy(pm);
}

// CHECK-LABEL: --- names
// CHECK-NEXT: cute-to-nvvm: cute-to-base, cute-gpu-asserts, then upstream gpu-lower
// CHECK-NEXT: cute-to-ptx: cute-to-nvvm, then gpu-module-to-binary{format=isa}
// CHECK-NEXT: cute-to-cubin: cute-to-ptx, then the toolkit's ptxas: cubin, ptxas's report kept
// CHECK-NEXT: cute-to-fatbin: cute-to-ptx, then the toolkit's ptxas and fatbinary: a fatbinary
// CHECK-NEXT: cse: (null)
static void testNames(void) {
  printf("--- names\n");
  for (const char *const *n = cutePipelineNames(); *n; ++n)
    printf("%s: %.66s\n", *n, cutePipelineDescription(str(*n)));
  const char *d = cutePipelineDescription(str("cse"));
  printf("cse: %s\n", d ? d : "(null)");
}

// CUBIN: --- cubin
// CUBIN-NEXT: compile: success, ELF: 1
// CUBIN-NEXT: times: lower ok abi ok binary ok llvm-to-ptx ok
static void testCubin(MlirContext ctx) {
  printf("--- cubin\n");
  MlirModule m = mlirModuleCreateParse(ctx, str(kKernel));
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  o.format = CuteGpuFormatCubin;
  CuteCompileResult r;
  MlirLogicalResult ok = cuteCompileModule(m, &o, &r);
  MlirStringRef bin = cuteCompileResultIsNull(r)
                          ? mlirStringRefCreate("", 0)
                          : cuteCompileResultGetBinary(r, 0);
  printf("compile: %s, ELF: %d\n",
         mlirLogicalResultIsSuccess(ok) ? "success" : "failure",
         bin.length > 4 && !memcmp(bin.data, "\x7f" "ELF", 4));
  if (!cuteCompileResultIsNull(r))
    printTimes(r);
  cuteCompileResultDestroy(r);
  mlirModuleDestroy(m);
}

int main(int argc, char **argv) {
  mlirRegisterAllPasses();
  MlirContext ctx = newTestContext(true);
  if (argc > 1 && !strcmp(argv[1], "cubin")) {
    testCubin(ctx);
  } else {
    testAbi(ctx);
    testPtx(ctx);
    testFormats(ctx);
    testErrors(ctx);
    testVerification(ctx);
    testAssertions(ctx);
    testNames();
  }
  mlirContextDestroy(ctx);
  return 0;
}
