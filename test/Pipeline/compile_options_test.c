/* The compile options from C (cute-c/Compile.h, cute-c/Passes.h): the
 * option names, cuteGpuOptionsSet, cuteCompileOptionsSet and
 * cuteCompileOptionsParse with every error, the ptxas-options checks of
 * cuteGpuOptionsCheck, line info in the PTX, the dump folder through the
 * option and $CUTE_C_DUMP_DIR and its errors, and (where ptxas is) ptxas's
 * report through cuteCompileResultGetPtxasLog. Everything goes to stdout;
 * the library itself prints nothing.
 *
 * RUN: rm -rf %t && mkdir -p %t
 * RUN: cute-compile-options-test %t | FileCheck %s
 * RUN: %if ptxas %{ cute-compile-options-test %t cubin | \
 * RUN:   FileCheck %s --check-prefix=CUBIN %}
 */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include "cute-c/Compile.h"
#include "mlir_host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void printMessage(MlirStringRef s, void *label) {
  printf("%s: %.*s\n", (const char *)label, (int)s.length, s.data);
}

static MlirStringRef str(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static const char *ok(MlirLogicalResult r) {
  return mlirLogicalResultIsSuccess(r) ? "success" : "failure";
}

static const char kKernel[] =
    "module attributes {gpu.container_module} {\n"
    "  gpu.module @kernels {\n"
    "    gpu.func @scale(%out: !llvm.ptr<1>, %k: i32) kernel {\n"
    "      %v = arith.muli %k, %k : i32\n"
    "      llvm.store %v, %out : i32, !llvm.ptr<1>\n"
    "      gpu.return\n"
    "    }\n"
    "  }\n"
    "}\n";

// CHECK-LABEL: --- names
// CHECK-NEXT: chip features opt-level assertions toolkit ptxas-options line-info
static void testNames(void) {
  printf("--- names\n");
  for (const char *const *n = cuteGpuOptionNames(); *n; ++n)
    printf("%s%s", *n, n[1] ? " " : "\n");
}

// CHECK-LABEL: --- set
// CHECK-NEXT: opt-level=3: success 3
// CHECK-NEXT: set: opt-level must be 0, 1, 2 or 3, got '-1'
// CHECK-NEXT: opt-level=-1: failure 3
// CHECK-NEXT: set: opt-level must be 0, 1, 2 or 3, got ''
// CHECK-NEXT: assertions=off: success 2
// CHECK-NEXT: set: assertions must be trap, message or off, got 'on'
// CHECK-NEXT: line-info=true: success 1
// CHECK-NEXT: set: line-info must be true or false, got 'TRUE'
// CHECK-NEXT: line-info=false: success 0
// CHECK-NEXT: strings: sm_90a +ptx80 /opt/cuda -v --maxrregcount=32
// CHECK-NEXT: set: unknown option 'O' (known: chip, features, opt-level, assertions, toolkit, ptxas-options, line-info)
// CHECK-NEXT: set: unknown option 'dump-dir' (known: chip, features, opt-level, assertions, toolkit, ptxas-options, line-info)
// CHECK-NEXT: compile: dump-dir=/tmp/x success /tmp/x
// CHECK-NEXT: compile: unknown option 'enable-assertions' (known: chip, features, opt-level, assertions, toolkit, ptxas-options, line-info, dump-dir, verify-each)
// CHECK-NEXT: compile: opt-level must be 0, 1, 2 or 3, got '9'
// CHECK-NEXT: compile: opt-level=2 through the compile options: 2
// CHECK-NEXT: compile: verify-each off by default: 0
// CHECK-NEXT: compile: verify-each=true success 1
// CHECK-NEXT: compile: verify-each must be true or false, got '1'
// CHECK-NEXT: compile: verify-each=1 failure 1
// CHECK-NEXT: compile: verify-each=false success 0
// CHECK-NEXT: set: unknown option 'verify-each' (known: {{.*}}, line-info)
/* Sets name=value, then prints the outcome and what `field` holds. */
#define SET(g, name, value, field)                                             \
  do {                                                                         \
    MlirLogicalResult r_ =                                                     \
        cuteGpuOptionsSet(&(g), str(name), str(value), printMessage, "set");   \
    printf("%s=%s: %s %d\n", name, value, ok(r_), (int)(g).field);             \
  } while (0)

static void testSet(void) {
  printf("--- set\n");
  CuteGpuOptions g = cuteGpuOptionsGetDefault();
  SET(g, "opt-level", "3", optLevel);
  SET(g, "opt-level", "-1", optLevel);
  cuteGpuOptionsSet(&g, str("opt-level"), str(""), printMessage, "set");
  SET(g, "assertions", "off", assertions);
  cuteGpuOptionsSet(&g, str("assertions"), str("on"), printMessage, "set");
  SET(g, "line-info", "true", lineInfo);
  cuteGpuOptionsSet(&g, str("line-info"), str("TRUE"), printMessage, "set");
  SET(g, "line-info", "false", lineInfo);
  cuteGpuOptionsSet(&g, str("chip"), str("sm_90a"), printMessage, "set");
  cuteGpuOptionsSet(&g, str("features"), str("+ptx80"), printMessage, "set");
  cuteGpuOptionsSet(&g, str("toolkit"), str("/opt/cuda"), printMessage, "set");
  cuteGpuOptionsSet(&g, str("ptxas-options"), str("-v --maxrregcount=32"),
                    printMessage, "set");
  printf("strings: %.*s %.*s %.*s %.*s\n", (int)g.chip.length, g.chip.data,
         (int)g.features.length, g.features.data, (int)g.toolkit.length,
         g.toolkit.data, (int)g.ptxasOptions.length, g.ptxasOptions.data);
  cuteGpuOptionsSet(&g, str("O"), str("3"), printMessage, "set");
  cuteGpuOptionsSet(&g, str("dump-dir"), str("/tmp"), printMessage, "set");

  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  MlirLogicalResult r = cuteCompileOptionsSet(
      &o, str("dump-dir"), str("/tmp/x"), printMessage, "compile");
  printf("compile: dump-dir=/tmp/x %s %.*s\n", ok(r), (int)o.dumpDir.length,
         o.dumpDir.data);
  cuteCompileOptionsSet(&o, str("enable-assertions"), str("true"), printMessage,
                        "compile");
  cuteCompileOptionsSet(&o, str("opt-level"), str("9"), printMessage,
                        "compile");
  cuteCompileOptionsSet(&o, str("opt-level"), str("2"), printMessage,
                        "compile");
  printf("compile: opt-level=2 through the compile options: %d\n",
         o.target.optLevel);
  printf("compile: verify-each off by default: %d\n", o.verifyEach);
  const char *const verifyValues[] = {"true", "1", "false"};
  for (int i = 0; i < 3; ++i) {
    r = cuteCompileOptionsSet(&o, str("verify-each"), str(verifyValues[i]),
                              printMessage, "compile");
    printf("compile: verify-each=%s %s %d\n", verifyValues[i], ok(r),
           o.verifyEach);
  }
  /* The pass manager's, not a pipeline option. */
  cuteGpuOptionsSet(&g, str("verify-each"), str("true"), printMessage, "set");
}

static void printOptions(const CuteCompileOptions *o) {
  printf("options: opt-level %d assertions %d line-info %d ptxas '%.*s' "
         "dump '%.*s' chip '%.*s' verify-each %d\n",
         o->target.optLevel, (int)o->target.assertions, o->target.lineInfo,
         (int)o->target.ptxasOptions.length,
         o->target.ptxasOptions.data ? o->target.ptxasOptions.data : "",
         (int)o->dumpDir.length, o->dumpDir.data ? o->dumpDir.data : "",
         (int)o->target.chip.length,
         o->target.chip.data ? o->target.chip.data : "", o->verifyEach);
}

// CHECK-LABEL: --- parse
// CHECK-NEXT: parse: success
// CHECK-NEXT: options: opt-level 3 assertions 1 line-info 1 ptxas '-v --maxrregcount=64' dump '/tmp/d' chip 'sm_90a' verify-each 1
// CHECK-NEXT: parse: option 'opt-level' given twice
// CHECK-NEXT: parse: failure
// CHECK-NEXT: options: opt-level -1 assertions 0 line-info 0 ptxas '' dump '' chip '' verify-each 0
// CHECK-NEXT: parse: expected NAME=VALUE, found 'line-info'
// CHECK-NEXT: parse: unterminated quote in option 'ptxas-options'
// CHECK-NEXT: parse: unknown option 'keep-ptx' (known: {{.*}}, dump-dir, verify-each)
// CHECK-NEXT: parse: line-info must be true or false, got 'yes'
// CHECK-NEXT: options: opt-level -1 assertions 0 line-info 0 ptxas '' dump '' chip '' verify-each 0
// CHECK-NEXT: empty: success
static void testParse(void) {
  printf("--- parse\n");
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  MlirLogicalResult r = cuteCompileOptionsParse(
      &o,
      str("opt-level=3 assertions=message line-info=true "
          "ptxas-options=\"-v --maxrregcount=64\"  dump-dir=/tmp/d "
          "chip=sm_90a verify-each=true"),
      printMessage, "parse");
  printf("parse: %s\n", ok(r));
  printOptions(&o);
  /* A failure leaves the options as they were. */
  o = cuteCompileOptionsGetDefault();
  r = cuteCompileOptionsParse(&o, str("opt-level=1 line-info=true opt-level=2"),
                              printMessage, "parse");
  printf("parse: %s\n", ok(r));
  printOptions(&o);
  cuteCompileOptionsParse(&o, str("line-info"), printMessage, "parse");
  cuteCompileOptionsParse(&o, str("ptxas-options=\"-v"), printMessage, "parse");
  cuteCompileOptionsParse(&o, str("keep-ptx=true"), printMessage, "parse");
  cuteCompileOptionsParse(&o, str("opt-level=0 line-info=yes"), printMessage,
                          "parse");
  printOptions(&o);
  printf("empty: %s\n",
         ok(cuteCompileOptionsParse(&o, str("  "), printMessage, "parse")));
}

// CHECK-LABEL: --- check
// CHECK-NEXT: check: ptxas-options: ptxas does not run for PTX output (only for cubin and fatbin), got '-v'
// CHECK-NEXT: nvvm: success
// CHECK-NEXT: check: ptxas-options: '-arch' is set by the pipeline (from chip=); leave it out
// CHECK-NEXT: check: ptxas-options: '--output-file=x' is set by the pipeline (from the compile itself); leave it out
// CHECK-NEXT: check: ptxas-options: '-O2' is set by the pipeline (from opt-level=); leave it out
// CHECK-NEXT: check: ptxas-options: 'a.ptx' is not a flag (a word without '-' must be the value of the flag before it)
// CHECK-NEXT: check: ptxas-options: '-v;rm"x' has a quote, a backslash or a non-printable character (ptxas gets each word as it is, without a shell)
// CHECK-NEXT: words: success
static void testCheck(void) {
  printf("--- check\n");
  CuteGpuOptions g = cuteGpuOptionsGetDefault();
  g.ptxasOptions = str("-v");
  cuteGpuOptionsCheck(CuteGpuFormatPTX, &g, printMessage, "check");
  printf("nvvm: %s\n",
         ok(cuteGpuOptionsCheck(CuteGpuFormatNVVM, &g, printMessage, "check")));
  /* Word checks come before the toolkit's: no toolkit is needed here. */
  g.toolkit = str("/nonexistent");
  const char *bad[] = {"-v -arch sm_80", "--output-file=x", "-O2", "a.ptx",
                       "-v;rm\"x"};
  for (int i = 0; i < 5; ++i) {
    g.ptxasOptions = str(bad[i]);
    cuteGpuOptionsCheck(CuteGpuFormatCubin, &g, printMessage, "check");
  }
  g = cuteGpuOptionsGetDefault();
  g.ptxasOptions = str("-v  --maxrregcount 32\t-warn-spills -Werror");
  printf("words: %s\n",
         ok(cuteGpuOptionsCheck(CuteGpuFormatNVVM, &g, printMessage, "check")));
}

static int countIn(MlirStringRef text, const char *what) {
  int n = 0;
  size_t w = strlen(what);
  for (size_t i = 0; i + w <= text.length; ++i)
    n += !memcmp(text.data + i, what, w);
  return n;
}

/* Compiles kKernel with `o`; prints the outcome, .loc lines and the log. */
static void compileAndShow(MlirContext ctx, const char *label,
                           const CuteCompileOptions *o) {
  MlirModule m = mlirModuleCreateParse(ctx, str(kKernel));
  CuteCompileResult r = {(void *)1};
  MlirLogicalResult res = cuteCompileModule(m, o, &r);
  printf("%s: %s", label, ok(res));
  if (!cuteCompileResultIsNull(r)) {
    MlirStringRef bin = cuteCompileResultGetBinary(r, 0);
    MlirStringRef log = cuteCompileResultGetPtxasLog(r, 0);
    printf(", .loc %d, .file %d, log %zu bytes, registers %d",
           countIn(bin, ".loc\t"), countIn(bin, ".file\t"), log.length,
           countIn(log, "registers"));
  } else {
    printf(", null result");
  }
  printf("\n");
  cuteCompileResultDestroy(r);
  mlirModuleDestroy(m);
}

// CHECK-LABEL: --- line info
// CHECK-NEXT: off: success, .loc 0, .file 0, log 0 bytes, registers 0
// CHECK-NEXT: on: success, .loc {{[1-9][0-9]*}}, .file 1, log 0 bytes, registers 0
static void testLineInfo(MlirContext ctx) {
  printf("--- line info\n");
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  compileAndShow(ctx, "off", &o);
  o.target.lineInfo = true;
  compileAndShow(ctx, "on", &o);
}

static const char *exists(const char *dir, const char *name) {
  char path[4096];
  struct stat st;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  return stat(path, &st) == 0 && S_ISREG(st.st_mode) ? "yes" : "no";
}

// CHECK-LABEL: --- dump
// CHECK-NEXT: option: success, .loc 0, .file 0, log 0 bytes, registers 0
// CHECK-NEXT: files: input yes base yes nvvm yes binary yes ptx yes abi yes
// CHECK-NEXT: env: success, .loc 0, .file 0, log 0 bytes, registers 0
// CHECK-NEXT: files: input yes base yes nvvm yes binary yes ptx yes abi yes
// CHECK-NEXT: nvvm files: nvvm yes binary no
// CHECK-NEXT: diagnostic: cuteCompileModule: cannot use the dump folder '{{.*}}/opt/kernels.abi': Not a directory
// CHECK-NEXT: bad folder: failure, null result
/* Which of a compile's dump files stand in `dir`. */
static void showDumpFiles(const char *dir) {
  printf("files: input %s base %s nvvm %s binary %s ptx %s abi %s\n",
         exists(dir, "kernels.0-input.mlir"),
         exists(dir, "kernels.1-cute-to-base.mlir"),
         exists(dir, "kernels.2-nvvm.mlir"),
         exists(dir, "kernels.3-binary.mlir"), exists(dir, "kernels.ptx"),
         exists(dir, "kernels.abi"));
}

static void testDump(MlirContext ctx, const char *tmp) {
  printf("--- dump\n");
  char dir[4096], file[4096];
  snprintf(dir, sizeof dir, "%s/opt", tmp);
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  o.dumpDir = str(dir);
  compileAndShow(ctx, "option", &o);
  showDumpFiles(dir);
  snprintf(dir, sizeof dir, "%s/env/sub/", tmp);
  setenv("CUTE_C_DUMP_DIR", dir, 1);
  o = cuteCompileOptionsGetDefault();
  compileAndShow(ctx, "env", &o);
  showDumpFiles(dir);
  unsetenv("CUTE_C_DUMP_DIR");
  snprintf(dir, sizeof dir, "%s/nvvm", tmp);
  o.format = CuteGpuFormatNVVM;
  o.dumpDir = str(dir);
  MlirModule m = mlirModuleCreateParse(ctx, str(kKernel));
  CuteCompileResult r;
  if (mlirLogicalResultIsSuccess(cuteCompileModule(m, &o, &r)))
    cuteCompileResultDestroy(r);
  mlirModuleDestroy(m);
  printf("nvvm files: nvvm %s binary %s\n", exists(dir, "kernels.2-nvvm.mlir"),
         exists(dir, "kernels.3-binary.mlir"));
  /* A file where a folder should be. */
  snprintf(file, sizeof file, "%s/opt/kernels.abi/x", tmp);
  o = cuteCompileOptionsGetDefault();
  o.dumpDir = str(file);
  compileAndShow(ctx, "bad folder", &o);
}

// CUBIN-LABEL: --- cubin
// CUBIN-NEXT: quiet: success, .loc 0, .file 0, log 0 bytes, registers 0
// CUBIN-NEXT: -v: success, .loc 0, .file 0, log {{[1-9][0-9]*}} bytes, registers 1
// CUBIN-NEXT: log: ptxas info    : 0 bytes gmem
// CUBIN: files: cubin yes ptx yes log yes
static void testCubin(MlirContext ctx, const char *tmp) {
  printf("--- cubin\n");
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  o.format = CuteGpuFormatCubin;
  compileAndShow(ctx, "quiet", &o);
  o.target.ptxasOptions = str("-v");
  compileAndShow(ctx, "-v", &o);
  MlirModule m = mlirModuleCreateParse(ctx, str(kKernel));
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/cubin", tmp);
  o.dumpDir = str(dir);
  CuteCompileResult r;
  if (mlirLogicalResultIsSuccess(cuteCompileModule(m, &o, &r))) {
    printf("log: ");
    toStdout(cuteCompileResultGetPtxasLog(r, 0), NULL);
    cuteCompileResultDestroy(r);
  }
  mlirModuleDestroy(m);
  printf("files: cubin %s ptx %s log %s\n", exists(dir, "kernels.cubin"),
         exists(dir, "kernels.ptx"), exists(dir, "kernels.ptxas.log"));
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: cute-compile-options-test TMPDIR [cubin]\n");
    return 2;
  }
  unsetenv("CUTE_C_DUMP_DIR");
  mlirRegisterAllPasses();
  MlirContext ctx = newTestContext(true);
  if (argc > 2 && !strcmp(argv[2], "cubin")) {
    testCubin(ctx, argv[1]);
  } else {
    testNames();
    testSet();
    testParse();
    testCheck();
    testLineInfo(ctx);
    testDump(ctx, argv[1]);
  }
  mlirContextDestroy(ctx);
  return 0;
}
