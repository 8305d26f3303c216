/* cute-opt's command line: mlir-opt's spelling (one dash or two, `=value`
 * or a separate argument for values). An option that is none of ours is
 * taken as a pass flag (`--canonicalize`, `--cse="..."`) and becomes one
 * pipeline element; pipeline.c checks that the pass exists. */
#include "opt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Long options may be spelled with one dash or two, as in mlir-opt. */
static const char *longName(const char *arg) {
  if (arg[0] != '-' || arg[1] == '\0')
    return NULL;
  return arg[1] == '-' ? arg + 2 : arg + 1;
}

/* `name` equals `want`, or is `want=...` (then *value points past '='). */
static bool matches(const char *name, const char *want, const char **value) {
  size_t n = strlen(want);
  if (strncmp(name, want, n) != 0)
    return false;
  if (name[n] == '\0') {
    *value = NULL;
    return true;
  }
  if (name[n] != '=')
    return false;
  *value = name + n + 1;
  return true;
}

static bool boolFlag(const char *name, const char *want, bool *field) {
  if (strcmp(name, want) != 0)
    return false;
  *field = true;
  return true;
}

/* `--pass` -> "pass"; `--pass=opts` -> "pass{opts}". */
static int addPassFlag(OptOptions *o, const char *arg, const char *name) {
  const char *eq = strchr(name, '=');
  size_t n = eq ? (size_t)(eq - name) : strlen(name);
  if (n == 0 || strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789-_.") < n)
    return -1;
  char **grown = realloc(o->passes, sizeof(char *) * (size_t)(o->numPasses + 1));
  if (!grown)
    return -1;
  o->passes = grown;
  const char **args =
      realloc(o->passArgs, sizeof(char *) * (size_t)(o->numPasses + 1));
  if (!args)
    return -1;
  o->passArgs = args;
  args[o->numPasses] = arg;
  size_t len = eq && eq[1] ? strlen(name) + 2 : n + 1;
  char *el = malloc(len);
  if (!el)
    return -1;
  if (eq && eq[1])
    snprintf(el, len, "%.*s{%s}", (int)n, name, eq + 1);
  else
    snprintf(el, len, "%.*s", (int)n, name);
  o->passes[o->numPasses++] = el;
  o->passFlagsSeen = true;
  return 0;
}

static int addName(OptNames *names, const char *value) {
  const char **grown =
      realloc(names->items, sizeof(char *) * (size_t)(names->count + 1));
  if (!grown)
    return optUsageError("%s", "out of memory");
  names->items = grown;
  names->items[names->count++] = value;
  return 0;
}

/* Options that take a value: `-o FILE`, `-o=FILE`, `--pass-pipeline X`;
 * --mlir-print-ir-before/-after may be given several times. */
static int valueOption(int argc, char **argv, int *i, const char *name,
                       OptOptions *o) {
  const char *v;
  const char **field = NULL;
  OptNames *list = NULL;
  if (matches(name, "o", &v))
    field = &o->output;
  else if (matches(name, "pass-pipeline", &v))
    field = &o->pipeline;
  else if (matches(name, "mlir-print-ir-before", &v))
    list = &o->printBefore;
  else if (matches(name, "mlir-print-ir-after", &v))
    list = &o->printAfter;
  else
    return 1;
  if (!v) {
    if (*i + 1 == argc)
      return optUsageError("%s needs a value", argv[*i]);
    v = argv[++*i];
  }
  if (list)
    return *v ? addName(list, v)
              : optUsageError("%s needs a pass name", argv[*i]);
  *field = v;
  return 0;
}

/* Options with an optional `=value`; 1 when `name` is none of them. */
static int optionalValue(const char *arg, const char *name, OptOptions *o) {
  const char *v;
  if (matches(name, "split-input-file", &v)) {
    o->splitMarker = v && *v ? v : "// -----";
  } else if (matches(name, "mlir-pass-statistics-display", &v)) {
    if (v && strcmp(v, "list") == 0)
      o->statisticsPipeline = false;
    else if (v && strcmp(v, "pipeline") == 0)
      o->statisticsPipeline = true;
    else
      return optUsageError("bad value in '%s' (list or pipeline)", arg);
  } else if (matches(name, "verify-diagnostics", &v)) {
    if (!v || !*v || strcmp(v, "all") == 0)
      o->verify = OptVerifyAll;
    else if (strcmp(v, "only-expected") == 0)
      o->verify = OptVerifyOnlyExpected;
    else
      return optUsageError("bad value in '%s' (all or only-expected)", arg);
  } else {
    return 1;
  }
  return 0;
}

static bool simpleFlag(const char *name, OptOptions *o) {
  return boolFlag(name, "mlir-print-op-generic", &o->printGeneric) ||
         boolFlag(name, "mlir-print-debuginfo", &o->printDebugInfo) ||
         boolFlag(name, "mlir-print-ir-after-all", &o->printAfterAll) ||
         boolFlag(name, "mlir-print-ir-before-all", &o->printBeforeAll) ||
         boolFlag(name, "mlir-print-ir-module-scope", &o->printModuleScope) ||
         boolFlag(name, "mlir-print-ir-after-change", &o->printAfterChange) ||
         boolFlag(name, "mlir-print-ir-after-failure",
                  &o->printAfterFailure) ||
         boolFlag(name, "mlir-pass-statistics", &o->statistics) ||
         boolFlag(name, "dump-pass-pipeline", &o->dumpPipeline) ||
         boolFlag(name, "mlir-disable-threading", &o->disableThreading) ||
         boolFlag(name, "emit-bytecode", &o->emitBytecode) ||
         boolFlag(name, "no-implicit-module", &o->noImplicitModule) ||
         boolFlag(name, "mlir-timing", &o->timing) ||
         boolFlag(name, "allow-unregistered-dialect", &o->allowUnregistered) ||
         boolFlag(name, "cute-infer-result-types", &o->inferResultTypes);
}

/* --help, --version, --list-passes, --show-dialects: print and stop. */
static bool infoFlag(const char *name) {
  if (strcmp(name, "help") == 0 || strcmp(name, "h") == 0)
    optPrintHelp();
  else if (strcmp(name, "version") == 0)
    optPrintVersion();
  else if (strcmp(name, "list-passes") == 0)
    optPrintPasses();
  else if (strcmp(name, "show-dialects") == 0)
    optPrintDialects();
  else
    return false;
  return true;
}

static int oneOption(int argc, char **argv, int *i, OptOptions *o,
                     bool *stop) {
  const char *a = argv[*i], *name = longName(a);
  int rc;
  if (infoFlag(name)) {
    *stop = true;
    return 0;
  }
  if (simpleFlag(name, o))
    return 0;
  if ((rc = valueOption(argc, argv, i, name, o)) != 1)
    return rc;
  if ((rc = optionalValue(a, name, o)) != 1)
    return rc;
  if (addPassFlag(o, a, name) != 0)
    return optUsageError("unknown option '%s'", a);
  return 0;
}

int optParseArgs(int argc, char **argv, OptOptions *o, bool *stop) {
  *o = (OptOptions){.input = "-", .output = "-"};
  *stop = false;
  bool haveInput = false, onlyFiles = false;
  for (int i = 1; i < argc && !*stop; ++i) {
    const char *a = argv[i];
    if (!onlyFiles && strcmp(a, "--") == 0) {
      onlyFiles = true;
    } else if (onlyFiles || !longName(a)) {
      if (haveInput)
        return optUsageError("more than one input file ('%s')", a);
      o->input = a;
      haveInput = true;
    } else {
      int rc = oneOption(argc, argv, &i, o, stop);
      if (rc != 0)
        return rc;
    }
  }
  if (o->pipeline && o->passFlagsSeen)
    return optUsageError("%s", "--pass-pipeline can't be used with "
                               "individual pass options");
  return 0;
}

void optFreeOptions(OptOptions *o) {
  for (int i = 0; i < o->numPasses; ++i)
    free(o->passes[i]);
  free(o->passes);
  free(o->passArgs);
  free(o->printBefore.items);
  free(o->printAfter.items);
  o->printBefore = o->printAfter = (OptNames){NULL, 0};
  o->passes = NULL;
  o->passArgs = NULL;
  o->numPasses = 0;
}
