/* The GPU options (CuteGpuOptions: chip, features, opt-level, toolkit,
 * assertions) checked for an output format and completed with their
 * defaults, every one before a pass is built; the public defaults and
 * check; the names of the assertion modes. */
#include "gpu_target.h"

#include <string.h>

enum { kDefaultOptLevel = 2 };

/* Indexed by CuteGpuAssertions. */
static const char *const kAssertionNames[] = {"trap", "message", "off"};
enum { kNumAssertionModes = 3 };

bool cuteTargetParseAssertions(const char *option, MlirStringRef text,
                               CuteGpuAssertions *mode,
                               const CuteMessageSink *e) {
  for (int i = 0; i < kNumAssertionModes; ++i)
    if (text.length == strlen(kAssertionNames[i]) &&
        !memcmp(text.data, kAssertionNames[i], text.length)) {
      *mode = (CuteGpuAssertions)i;
      return true;
    }
  return cuteMessageFail(e, "%s must be trap, message or off, got '%.*s'",
                         option, (int)text.length, text.data);
}

static bool checkAssertions(CuteGpuAssertions mode, CuteGpuTarget *r,
                            const CuteMessageSink *e) {
  if ((int)mode < 0 || (int)mode >= kNumAssertionModes)
    return cuteMessageFail(e,
                           "assertions must be CuteGpuAssertionsTrap, "
                           "CuteGpuAssertionsMessage or CuteGpuAssertionsOff, "
                           "got %d",
                           (int)mode);
  r->assertions = mode;
  return true;
}

static bool checkOptLevel(int level, CuteGpuTarget *r,
                          const CuteMessageSink *e) {
  if (level == -1)
    level = kDefaultOptLevel;
  if (level < 0 || level > 3)
    return cuteMessageFail(e, "opt-level must be 0, 1, 2 or 3, got %d", level);
  r->optLevel = level;
  return true;
}

bool cuteTargetResolve(CuteGpuFormat format, const CuteGpuOptions *o,
                       CuteGpuTarget *r, const CuteMessageSink *e) {
  const CuteChipInfo *chip = NULL;
  if ((int)format < CuteGpuFormatNVVM || format > CuteGpuFormatFatbin)
    return cuteMessageFail(e, "unknown output format %d", (int)format);
  return cuteTargetCheckChip(o->chip, r, &chip, e) &&
         cuteTargetCheckFeatures(o->features, chip, r, e) &&
         checkOptLevel(o->optLevel, r, e) &&
         checkAssertions(o->assertions, r, e) &&
         cuteTargetCheckToolkit(format, o->toolkit, r, e);
}

CuteGpuOptions cuteGpuOptionsGetDefault(void) {
  return (CuteGpuOptions){mlirStringRefCreate(NULL, 0),
                          mlirStringRefCreate(NULL, 0), -1,
                          mlirStringRefCreate(NULL, 0), CuteGpuAssertionsTrap};
}

MlirLogicalResult cuteGpuOptionsCheck(CuteGpuFormat format,
                                      const CuteGpuOptions *options,
                                      MlirStringCallback errorCallback,
                                      void *userData) {
  CuteGpuTarget r;
  CuteMessageSink e = {errorCallback, userData};
  return cuteTargetResolve(format, options, &r, &e)
             ? mlirLogicalResultSuccess()
             : mlirLogicalResultFailure();
}
