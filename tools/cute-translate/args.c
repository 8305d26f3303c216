/* cute-translate's command line, spelled as cute-opt's and mlir-translate's:
 * one dash or two, `--name=value` or `--name value`. */
#include "c_object.h"

#include "str_buf.h"

#include <stdio.h>
#include <string.h>

static const char *longName(const char *arg) {
  if (arg[0] != '-' || arg[1] == '\0')
    return NULL;
  return arg[1] == '-' ? arg + 2 : arg + 1;
}

typedef struct ModeFlag {
  const char *name;
  TrMode mode;
} ModeFlag;

static const ModeFlag kModes[] = {{"mlir-to-llvmir", TrModeLLVMIR},
                                  {"mlir-to-ptx", TrModePTX},
                                  {"mlir-to-cubin", TrModeCubin},
                                  {"mlir-to-fatbin", TrModeFatbin},
                                  {"mlir-to-c-object", TrModeCObject}};

static int modeFlag(const char *arg, const char *name, TrOptions *o) {
  for (size_t i = 0; i < sizeof kModes / sizeof kModes[0]; ++i) {
    if (strcmp(name, kModes[i].name) != 0)
      continue;
    if (o->mode != TrModeNone && o->mode != kModes[i].mode)
      return trUsageError("only one of --mlir-to-llvmir, --mlir-to-ptx, "
                          "--mlir-to-cubin, --mlir-to-fatbin, "
                          "--mlir-to-c-object (got '%s' too)",
                          arg);
    o->mode = kModes[i].mode;
    o->modeFlag = arg;
    return 0;
  }
  return 1;
}

/* `name` is `want` or `want=...`; *value is what follows '=' or NULL. */
static bool matches(const char *name, const char *want, const char **value) {
  size_t n = strlen(want);
  if (strncmp(name, want, n) != 0 || (name[n] != '\0' && name[n] != '='))
    return false;
  *value = name[n] == '=' ? name + n + 1 : NULL;
  return true;
}

/* The compile options' names (the pipelines' and the compile API's, so
 * that `--opt-level=3` here is `opt-level=3` there), and the tool's own
 * options that take a value. */
static bool compileOption(const char *name, const char **want,
                          const char **value) {
  static const char *const kCompileOnly[] = {"dump-dir", "verify-each", NULL};
  for (const char *const *n = cuteGpuOptionNames(); *n; ++n)
    if (matches(name, *n, value))
      return *want = *n, true;
  for (const char *const *n = kCompileOnly; *n; ++n)
    if (matches(name, *n, value))
      return *want = *n, true;
  return false;
}

static int setCompileOption(const char *option, const char *flag,
                            const char *v, TrOptions *o) {
  if (!*v)
    return trUsageError("%s needs a value", flag);
  char why[2048];
  CuteFixedStr m = cuteFixedStrInit(why, sizeof why);
  if (mlirLogicalResultIsSuccess(cuteCompileOptionsSet(
          &o->compile, mlirStringRefCreateFromCString(option),
          mlirStringRefCreateFromCString(v), cuteFixedStrCallback, &m)))
    return 0;
  return trUsageError("%s", why);
}

/* Options that take a value (`--name=value`, `--name value`; line-info
 * and verify-each alone are `=true`); 1 when `name` is none of them. */
static int valueOption(int argc, char **argv, int *i, const char *name,
                       TrOptions *o) {
  const char *v = NULL, *option = NULL, *flag = argv[*i];
  bool own = matches(name, "o", &v) || matches(name, "abi-out", &v);
  if (!own && !compileOption(name, &option, &v))
    return 1;
  if (!v && option &&
      (!strcmp(option, "line-info") || !strcmp(option, "verify-each")))
    v = "true";
  if (!v) {
    if (*i + 1 == argc)
      return trUsageError("%s needs a value", flag);
    v = argv[++*i];
  }
  if (option)
    return setCompileOption(option, flag, v, o);
  if (!*v)
    return trUsageError("%s needs a value", flag);
  if (name[0] == 'o')
    o->output = v;
  else
    o->abiOut = v;
  return 0;
}

static int oneOption(int argc, char **argv, int *i, TrOptions *o,
                     bool *stop) {
  const char *a = argv[*i], *name = longName(a);
  int rc;
  if (!strcmp(name, "help") || !strcmp(name, "h")) {
    trPrintHelp();
    *stop = true;
    return 0;
  }
  if (!strcmp(name, "version")) {
    trPrintVersion();
    *stop = true;
    return 0;
  }
  if (!strcmp(name, "mlir-timing")) {
    o->compile.enableTiming = true;
    return 0;
  }
  if ((rc = modeFlag(a, name, o)) != 1)
    return rc;
  if ((rc = valueOption(argc, argv, i, name, o)) != 1)
    return rc;
  if ((rc = trCObjectOption(argc, argv, i, name, o)) != 1)
    return rc;
  return trUsageError("unknown option '%s'", a);
}

int trParseArgs(int argc, char **argv, TrOptions *o, bool *stop) {
  *o = (TrOptions){.input = "-", .output = "-",
                   .compile = cuteCompileOptionsGetDefault(),
                   .cobj = {.embed = CuteGpuFormatFatbin}};
  *stop = false;
  bool haveInput = false, onlyFiles = false;
  for (int i = 1; i < argc && !*stop; ++i) {
    const char *a = argv[i];
    if (!onlyFiles && strcmp(a, "--") == 0) {
      onlyFiles = true;
    } else if (onlyFiles || !longName(a)) {
      if (haveInput)
        return trUsageError("more than one input file ('%s')", a);
      o->input = a;
      haveInput = true;
    } else {
      int rc = oneOption(argc, argv, &i, o, stop);
      if (rc != 0)
        return rc;
    }
  }
  o->compile.format = trCompileFormat(o);
  if (!*stop && o->mode == TrModeNone)
    return trUsageError("%s", "no translation given: one of --mlir-to-llvmir, "
                              "--mlir-to-ptx, --mlir-to-cubin, "
                              "--mlir-to-fatbin, --mlir-to-c-object");
  return 0;
}

CuteGpuFormat trFormat(TrMode mode) {
  switch (mode) {
  case TrModeLLVMIR:
    return CuteGpuFormatLLVMIR;
  case TrModeCubin:
    return CuteGpuFormatCubin;
  case TrModeFatbin:
    return CuteGpuFormatFatbin;
  default:
    return CuteGpuFormatPTX;
  }
}
