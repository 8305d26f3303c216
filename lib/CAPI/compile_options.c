/* The compile options (Compile.h): defaults, and setting them by name
 * from text, one at a time (cute-translate's flags) or as a list (the
 * JIT's option string). The GPU options are cuteGpuOptionsSet's, the one
 * table the pipelines' text uses too; `dump-dir` and `verify-each` are
 * the compile's own. */
#include "cute-c/Compile.h"

#include "gpu_target.h"
#include "message.h"
#include "option_list.h"

#include <string.h>

CuteCompileOptions cuteCompileOptionsGetDefault(void) {
  return (CuteCompileOptions){.format = CuteGpuFormatPTX,
                              .target = cuteGpuOptionsGetDefault(),
                              .enableTiming = false,
                              .dumpDir = mlirStringRefCreate(NULL, 0),
                              .verifyEach = false};
}

static bool isName(MlirStringRef s, const char *c) {
  return s.length == strlen(c) && !memcmp(s.data, c, s.length);
}

static bool isGpuOption(MlirStringRef name) {
  for (const char *const *n = cuteGpuOptionNames(); *n; ++n)
    if (isName(name, *n))
      return true;
  return false;
}

static bool setOne(CuteCompileOptions *o, MlirStringRef name,
                   MlirStringRef value, const CuteMessageSink *e) {
  if (isName(name, "dump-dir")) {
    o->dumpDir = value;
    return true;
  }
  if (isName(name, "verify-each"))
    return cuteTargetParseBool("verify-each", value, &o->verifyEach, e);
  if (isGpuOption(name))
    return mlirLogicalResultIsSuccess(
        cuteGpuOptionsSet(&o->target, name, value, e->callback, e->userData));
  char known[256];
  cuteTargetListOptions(known, sizeof known, "dump-dir, verify-each");
  return cuteMessageFail(e, "unknown option '%.*s' (known: %s)",
                         (int)name.length, name.data, known);
}

MlirLogicalResult cuteCompileOptionsSet(CuteCompileOptions *options,
                                        MlirStringRef name, MlirStringRef value,
                                        MlirStringCallback errorCallback,
                                        void *userData) {
  CuteMessageSink e = {errorCallback, userData};
  return setOne(options, name, value, &e) ? mlirLogicalResultSuccess()
                                          : mlirLogicalResultFailure();
}

/* The options being parsed, and the names already given. */
typedef struct Parsing {
  CuteCompileOptions options;
  MlirStringRef seen[16];
  int numSeen;
} Parsing;

static bool parseOne(void *user, MlirStringRef name, MlirStringRef value,
                     const CuteMessageSink *e) {
  Parsing *p = user;
  for (int i = 0; i < p->numSeen; ++i)
    if (p->seen[i].length == name.length &&
        !memcmp(p->seen[i].data, name.data, name.length))
      return cuteMessageFail(e, "option '%.*s' given twice", (int)name.length,
                             name.data);
  if (!setOne(&p->options, name, value, e))
    return false;
  /* Known names only get here: fewer than the array holds. */
  p->seen[p->numSeen++] = name;
  return true;
}

MlirLogicalResult cuteCompileOptionsParse(CuteCompileOptions *options,
                                          MlirStringRef text,
                                          MlirStringCallback errorCallback,
                                          void *userData) {
  CuteMessageSink e = {errorCallback, userData};
  Parsing p = {*options, {{0}}, 0};
  if (!cuteOptionListEach(text, parseOne, &p, &e))
    return mlirLogicalResultFailure();
  *options = p.options;
  return mlirLogicalResultSuccess();
}
