/* cute-translate's command line, spelled as cute-opt's and mlir-translate's:
 * one dash or two, `--name=value` or `--name value`. */
#include "c_object.h"

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

static const char *const kValueNames[] = {
    "o", "abi-out", "chip", "features", "opt-level", "toolkit", "assertions"};
enum { kNumValueNames = sizeof kValueNames / sizeof kValueNames[0] };

/* The names of CuteGpuAssertions, in its order. */
static const char *const kAssertionModes[] = {"trap", "message", "off"};

/* `name` is `want` or `want=...`; *value is what follows '=' or NULL. */
static bool matches(const char *name, const char *want, const char **value) {
  size_t n = strlen(want);
  if (strncmp(name, want, n) != 0 || (name[n] != '\0' && name[n] != '='))
    return false;
  *value = name[n] == '=' ? name + n + 1 : NULL;
  return true;
}

static int setValue(int which, const char *arg, const char *v, TrOptions *o) {
  if (!*v)
    return trUsageError("%s needs a value", arg);
  MlirStringRef ref = mlirStringRefCreateFromCString(v);
  switch (which) {
  case 0:
    o->output = v;
    break;
  case 1:
    o->abiOut = v;
    break;
  case 2:
    o->target.chip = ref;
    break;
  case 3:
    o->target.features = ref;
    break;
  case 4:
    if (strlen(v) != 1 || v[0] < '0' || v[0] > '3')
      return trUsageError("--opt-level must be 0, 1, 2 or 3, got '%s'", v);
    o->target.optLevel = v[0] - '0';
    break;
  case 5:
    o->target.toolkit = ref;
    break;
  default:
    for (int m = 0; m < 3; ++m)
      if (!strcmp(v, kAssertionModes[m])) {
        o->target.assertions = (CuteGpuAssertions)m;
        return 0;
      }
    return trUsageError("--assertions must be trap, message or off, got '%s'",
                        v);
  }
  return 0;
}

/* Options that take a value; 1 when `name` is none of them. */
static int valueOption(int argc, char **argv, int *i, const char *name,
                       TrOptions *o) {
  const char *v = NULL;
  for (int k = 0; k < kNumValueNames; ++k) {
    if (!matches(name, kValueNames[k], &v))
      continue;
    const char *flag = argv[*i];
    if (!v) {
      if (*i + 1 == argc)
        return trUsageError("%s needs a value", flag);
      v = argv[++*i];
    }
    return setValue(k, flag, v, o);
  }
  return 1;
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
    o->timing = true;
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
                   .target = cuteGpuOptionsGetDefault(),
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
