/* The GPU options (CuteGpuOptions: chip, features, opt-level, toolkit,
 * assertions, ptxas-options, line-info) checked for an output format and
 * completed with their defaults, every one before a pass is built; the
 * public defaults and check; the names of the assertion modes; and the
 * one table of option names, through which the pipelines' text, the
 * compile options and cute-translate's flags set them. */
#include "gpu_target.h"

#include <stdio.h>
#include <string.h>

enum { kDefaultOptLevel = 2 };

/* Indexed by CuteGpuAssertions. */
static const char *const kAssertionNames[] = {"trap", "message", "off"};
enum { kNumAssertionModes = 3 };

static bool refEquals(MlirStringRef s, const char *c) {
  return s.length == strlen(c) && !memcmp(s.data, c, s.length);
}

bool cuteTargetParseAssertions(const char *option, MlirStringRef text,
                               CuteGpuAssertions *mode,
                               const CuteMessageSink *e) {
  for (int i = 0; i < kNumAssertionModes; ++i)
    if (refEquals(text, kAssertionNames[i])) {
      *mode = (CuteGpuAssertions)i;
      return true;
    }
  return cuteMessageFail(e, "%s must be trap, message or off, got '%.*s'",
                         option, (int)text.length, text.data);
}

bool cuteTargetParseBool(const char *option, MlirStringRef text, bool *value,
                         const CuteMessageSink *e) {
  if (refEquals(text, "true") || refEquals(text, "false")) {
    *value = text.data[0] == 't';
    return true;
  }
  return cuteMessageFail(e, "%s must be true or false, got '%.*s'", option,
                         (int)text.length, text.data);
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

/*===--- ptxas-options ----------------------------------------------------===*/

static bool isBlank(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

int cuteTargetSplitWords(char *text, char **words, int cap) {
  int n = 0;
  for (char *p = text; *p;) {
    while (isBlank(*p))
      *p++ = '\0';
    if (!*p)
      break;
    if (n == cap)
      return -1;
    words[n++] = p;
    while (*p && !isBlank(*p))
      ++p;
  }
  return n;
}

/* Flags the pipeline gives ptxas itself, and the option that sets each. */
typedef struct OwnFlag {
  const char *flag, *instead;
} OwnFlag;

static const OwnFlag kOwnFlags[] = {
    {"-arch", "chip="},           {"--gpu-name", "chip="},
    {"-o", "the compile itself"}, {"--output-file", "the compile itself"},
    {"-O", "opt-level="},         {"--opt-level", "opt-level="},
};

/* The option `word` spells, when the pipeline sets it: `-arch`,
 * `-arch=sm_80`, `-O3`, `--opt-level=1`, ... */
static const OwnFlag *ownFlag(const char *word) {
  for (size_t i = 0; i < sizeof kOwnFlags / sizeof kOwnFlags[0]; ++i) {
    size_t n = strlen(kOwnFlags[i].flag);
    if (strncmp(word, kOwnFlags[i].flag, n) != 0)
      continue;
    char next = word[n];
    if (next == '\0' || next == '=' ||
        (!strcmp(kOwnFlags[i].flag, "-O") && next >= '0' && next <= '9'))
      return &kOwnFlags[i];
  }
  return NULL;
}

/* One word: a printable flag, or the value of the flag before it. */
static bool checkWord(const char *w, const char *prev,
                      const CuteMessageSink *e) {
  for (const char *c = w; *c; ++c)
    if (*c < 0x21 || *c > 0x7e || *c == '"' || *c == '\'' || *c == '\\')
      return cuteMessageFail(e,
                             "ptxas-options: '%s' has a quote, a backslash "
                             "or a non-printable character (ptxas gets each "
                             "word as it is, without a shell)",
                             w);
  const OwnFlag *own = ownFlag(w);
  if (own)
    return cuteMessageFail(e,
                           "ptxas-options: '%s' is set by the pipeline (from "
                           "%s); leave it out",
                           w, own->instead);
  if (w[0] != '-' && (!prev || prev[0] != '-' || strchr(prev, '=')))
    return cuteMessageFail(e,
                           "ptxas-options: '%s' is not a flag (a word without "
                           "'-' must be the value of the flag before it)",
                           w);
  return true;
}

static bool checkPtxasOptions(CuteGpuFormat format, MlirStringRef text,
                              CuteGpuTarget *r, const CuteMessageSink *e) {
  r->ptxasOptions[0] = '\0';
  if (text.length == 0 || format == CuteGpuFormatNVVM)
    return true; /* NVVM: the first half of every pipeline, no ptxas */
  if (format == CuteGpuFormatLLVMIR || format == CuteGpuFormatPTX)
    return cuteMessageFail(e,
                           "ptxas-options: ptxas does not run for %s output "
                           "(only for cubin and fatbin), got '%.*s'",
                           format == CuteGpuFormatPTX ? "PTX" : "LLVM IR",
                           (int)text.length, text.data);
  if (text.length >= CUTE_TARGET_PTXAS_CAP || memchr(text.data, 0, text.length))
    return cuteMessageFail(e,
                           "ptxas-options must be text shorter than %d bytes",
                           CUTE_TARGET_PTXAS_CAP);
  char copy[CUTE_TARGET_PTXAS_CAP];
  memcpy(copy, text.data, text.length);
  copy[text.length] = '\0';
  char *words[CUTE_TARGET_PTXAS_WORDS];
  int n = cuteTargetSplitWords(copy, words, CUTE_TARGET_PTXAS_WORDS);
  if (n < 0)
    return cuteMessageFail(e, "ptxas-options: more than %d words",
                           CUTE_TARGET_PTXAS_WORDS);
  for (int i = 0; i < n; ++i)
    if (!checkWord(words[i], i ? words[i - 1] : NULL, e))
      return false;
  memcpy(r->ptxasOptions, text.data, text.length);
  r->ptxasOptions[text.length] = '\0';
  return true;
}

/*===--- All options ------------------------------------------------------===*/

bool cuteTargetResolve(CuteGpuFormat format, const CuteGpuOptions *o,
                       CuteGpuTarget *r, const CuteMessageSink *e) {
  const CuteChipInfo *chip = NULL;
  if ((int)format < CuteGpuFormatNVVM || format > CuteGpuFormatFatbin)
    return cuteMessageFail(e, "unknown output format %d", (int)format);
  r->format = format;
  r->lineInfo = o->lineInfo;
  return cuteTargetCheckChip(o->chip, r, &chip, e) &&
         cuteTargetCheckFeatures(o->features, chip, r, e) &&
         checkOptLevel(o->optLevel, r, e) &&
         checkAssertions(o->assertions, r, e) &&
         checkPtxasOptions(format, o->ptxasOptions, r, e) &&
         cuteTargetCheckToolkit(format, o->toolkit, r, e);
}

CuteGpuOptions cuteGpuOptionsGetDefault(void) {
  MlirStringRef none = mlirStringRefCreate(NULL, 0);
  return (CuteGpuOptions){.chip = none,
                          .features = none,
                          .optLevel = -1,
                          .toolkit = none,
                          .assertions = CuteGpuAssertionsTrap,
                          .ptxasOptions = none,
                          .lineInfo = false};
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

/*===--- Options by name --------------------------------------------------===*/

static bool setOptLevel(CuteGpuOptions *o, MlirStringRef v,
                        const CuteMessageSink *e) {
  if (v.length == 1 && v.data[0] >= '0' && v.data[0] <= '3') {
    o->optLevel = v.data[0] - '0';
    return true;
  }
  return cuteMessageFail(e, "opt-level must be 0, 1, 2 or 3, got '%.*s'",
                         (int)v.length, v.data);
}

/* The one table of the options' names, in the order messages list them. */
static const char *const kOptionNames[] = {
    "chip",    "features",      "opt-level", "assertions",
    "toolkit", "ptxas-options", "line-info", NULL};
enum { kNumOptionNames = sizeof kOptionNames / sizeof kOptionNames[0] - 1 };

const char *const *cuteGpuOptionNames(void) { return kOptionNames; }

void cuteTargetListOptions(char *buf, size_t cap, const char *more) {
  size_t n = 0;
  buf[0] = '\0';
  for (int i = 0; i < kNumOptionNames && n < cap; ++i)
    n += (size_t)snprintf(buf + n, cap - n, "%s%s", i ? ", " : "",
                          kOptionNames[i]);
  if (more && n < cap)
    snprintf(buf + n, cap - n, ", %s", more);
}

static bool setByIndex(CuteGpuOptions *o, int which, MlirStringRef v,
                       const CuteMessageSink *e) {
  switch (which) {
  case 0:
    return o->chip = v, true;
  case 1:
    return o->features = v, true;
  case 2:
    return setOptLevel(o, v, e);
  case 3:
    return cuteTargetParseAssertions("assertions", v, &o->assertions, e);
  case 4:
    return o->toolkit = v, true;
  case 5:
    return o->ptxasOptions = v, true;
  default:
    return cuteTargetParseBool("line-info", v, &o->lineInfo, e);
  }
}

MlirLogicalResult cuteGpuOptionsSet(CuteGpuOptions *options, MlirStringRef name,
                                    MlirStringRef value,
                                    MlirStringCallback errorCallback,
                                    void *userData) {
  CuteMessageSink e = {errorCallback, userData};
  for (int i = 0; i < kNumOptionNames; ++i)
    if (refEquals(name, kOptionNames[i]))
      return setByIndex(options, i, value, &e) ? mlirLogicalResultSuccess()
                                               : mlirLogicalResultFailure();
  char known[256];
  cuteTargetListOptions(known, sizeof known, NULL);
  cuteMessageFail(&e, "unknown option '%.*s' (known: %s)", (int)name.length,
                  name.data, known);
  return mlirLogicalResultFailure();
}
