/* What LLVM 22's NVPTX backend accepts: every chip with its oldest PTX
 * version and every PTX feature, measured on LLVM 22.1 (docs/pipelines.md
 * says how), and the checks of chip= and features= against them. LLVM
 * aborts the process (report_fatal_error) for a chip with a PTX version
 * too old for it, and silently falls back to PTX 3.2 for a feature it
 * does not know, which then aborts on any newer chip: hence the table. */
#include "gpu_target.h"

#include <stdio.h>
#include <string.h>

/* Every chip LLVM 22.1 knows, with the oldest PTX version (x10) it accepts
 * for it; every newer PTX version up to kMaxPtx is accepted too. */
static const CuteChipInfo kChips[] = {
    {"sm_20", 32},   {"sm_21", 32},   {"sm_30", 32},   {"sm_32", 40},
    {"sm_35", 32},   {"sm_37", 41},   {"sm_50", 40},   {"sm_52", 41},
    {"sm_53", 42},   {"sm_60", 50},   {"sm_61", 50},   {"sm_62", 50},
    {"sm_70", 60},   {"sm_72", 61},   {"sm_75", 63},   {"sm_80", 70},
    {"sm_86", 71},   {"sm_87", 74},   {"sm_88", 90},   {"sm_89", 78},
    {"sm_90", 78},   {"sm_90a", 80},  {"sm_100", 86},  {"sm_100a", 86},
    {"sm_100f", 88}, {"sm_101", 86},  {"sm_101a", 86}, {"sm_101f", 88},
    {"sm_103", 88},  {"sm_103a", 88}, {"sm_103f", 88}, {"sm_110", 90},
    {"sm_110a", 90}, {"sm_110f", 90}, {"sm_120", 87},  {"sm_120a", 87},
    {"sm_120f", 88}, {"sm_121", 88},  {"sm_121a", 88}, {"sm_121f", 88},
};
#define NUM_CHIPS (sizeof kChips / sizeof kChips[0])

/* The PTX features (+ptxNN) LLVM 22.1 has; any other NN is ignored by
 * LLVM with a warning (and PTX 3.2 used instead). */
static const int kPtxVersions[] = {32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64,
                                   65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80,
                                   81, 82, 83, 84, 85, 86, 87, 88, 90};
#define NUM_PTX (sizeof kPtxVersions / sizeof kPtxVersions[0])
enum { kMaxPtx = 90 };
static const char kDefaultChip[] = "sm_90";

static bool refEquals(MlirStringRef s, const char *c) {
  return s.length == strlen(c) && !memcmp(s.data, c, s.length);
}

static void listChips(char *buf, size_t cap) {
  size_t n = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < NUM_CHIPS && n < cap; ++i) {
    int w = snprintf(buf + n, cap - n, "%s%s", i ? " " : "", kChips[i].name);
    n += w > 0 ? (size_t)w : 0;
  }
}

/* The PTX features from `from` (x10) on, as `+ptx80 +ptx81 ...`. */
static void listPtx(int from, char *buf, size_t cap) {
  size_t n = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < NUM_PTX && n < cap; ++i) {
    if (kPtxVersions[i] < from)
      continue;
    int w =
        snprintf(buf + n, cap - n, "%s+ptx%d", n ? " " : "", kPtxVersions[i]);
    n += w > 0 ? (size_t)w : 0;
  }
}

static const CuteChipInfo *findChip(MlirStringRef name) {
  for (size_t i = 0; i < NUM_CHIPS; ++i)
    if (refEquals(name, kChips[i].name))
      return &kChips[i];
  return NULL;
}

MlirStringRef cuteGpuChipMinFeatures(MlirStringRef chip) {
  /* Static storage: one `+ptxNN` string per known version. */
  static const char *const kFeatures[] = {
      "+ptx32", "+ptx40", "+ptx41", "+ptx42", "+ptx43", "+ptx50", "+ptx60",
      "+ptx61", "+ptx62", "+ptx63", "+ptx64", "+ptx65", "+ptx70", "+ptx71",
      "+ptx72", "+ptx73", "+ptx74", "+ptx75", "+ptx76", "+ptx77", "+ptx78",
      "+ptx80", "+ptx81", "+ptx82", "+ptx83", "+ptx84", "+ptx85", "+ptx86",
      "+ptx87", "+ptx88", "+ptx90"};
  const CuteChipInfo *c = findChip(chip);
  for (size_t i = 0; c && i < NUM_PTX; ++i)
    if (kPtxVersions[i] == c->minPtx)
      return mlirStringRefCreateFromCString(kFeatures[i]);
  return mlirStringRefCreate(NULL, 0);
}

static bool knownPtx(int v) {
  for (size_t i = 0; i < NUM_PTX; ++i)
    if (kPtxVersions[i] == v)
      return true;
  return false;
}

bool cuteTargetCheckChip(MlirStringRef chip, CuteGpuTarget *r,
                         const CuteChipInfo **info, const CuteMessageSink *e) {
  if (chip.length == 0)
    chip = mlirStringRefCreateFromCString(kDefaultChip);
  *info = findChip(chip);
  if (!*info) {
    char all[512];
    listChips(all, sizeof all);
    return cuteMessageFail(
        e,
        "unknown chip '%.*s' (chip= takes one of the chips LLVM "
        "22 knows: %s)",
        (int)chip.length, chip.data, all);
  }
  snprintf(r->chip, sizeof r->chip, "%s", (*info)->name);
  return true;
}

/* `+ptxNN` or `+ptxNNN`; -1 when malformed. */
static int parsePtx(MlirStringRef f) {
  if (f.length < 6 || f.length > 7 || memcmp(f.data, "+ptx", 4) != 0)
    return -1;
  int v = 0;
  for (size_t i = 4; i < f.length; ++i) {
    if (f.data[i] < '0' || f.data[i] > '9')
      return -1;
    v = v * 10 + (f.data[i] - '0');
  }
  return v;
}

bool cuteTargetCheckFeatures(MlirStringRef f, const CuteChipInfo *chip,
                             CuteGpuTarget *r, const CuteMessageSink *e) {
  char all[512];
  if (f.length == 0) {
    r->ptx = chip->minPtx;
    return true;
  }
  int v = parsePtx(f);
  if (v < 0)
    return cuteMessageFail(e,
                           "features must be one PTX version '+ptxNN' (e.g. "
                           "features=+ptx80), got '%.*s'",
                           (int)f.length, f.data);
  if (v > kMaxPtx)
    return cuteMessageFail(
        e,
        "features=%.*s: PTX %d.%d is newer than PTX 9.0, the "
        "newest LLVM 22 supports",
        (int)f.length, f.data, v / 10, v % 10);
  if (!knownPtx(v)) {
    listPtx(0, all, sizeof all);
    return cuteMessageFail(
        e, "features=%.*s: LLVM 22 knows no PTX %d.%d (known: %s)",
        (int)f.length, f.data, v / 10, v % 10, all);
  }
  if (v < chip->minPtx)
    return cuteMessageFail(
        e,
        "chip %s needs PTX %d.%d or later (features=+ptx%d), "
        "got %.*s",
        chip->name, chip->minPtx / 10, chip->minPtx % 10, chip->minPtx,
        (int)f.length, f.data);
  r->ptx = v;
  return true;
}
