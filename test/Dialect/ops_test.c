/* The op catalogue (dialect/api/ops.def) as data: rows sorted by name and
 * unique (the lookup is a binary search), every name found by lookup and
 * nothing else, keys, slot and property lists within bounds, at most one
 * variable slot unless the op takes segment sizes, and the public list
 * (cuteDialectOpNames) equal to the rows. Prints FAIL lines; exit 1 on any. */
#include "cute-c/Dialects.h"
#include "dialect.h"

#include <stdio.h>
#include <string.h>

static int failures;

static void fail(const char *what, const char *name) {
  printf("FAIL: %s: %s\n", name, what);
  ++failures;
}

static unsigned countSlots(const CuteSlot *s, unsigned *variable) {
  unsigned n = 0;
  *variable = 0;
  for (; s->name; ++s, ++n)
    *variable += s->arity != CUTE_SLOT_ONE;
  return n;
}

static void checkRow(const CuteOpInfo *op, const CuteOpInfo *prev) {
  MlirStringRef name = mlirStringRefCreateFromCString(op->name);
  if (prev && strcmp(prev->name, op->name) >= 0)
    fail("not sorted after its predecessor (or a duplicate)", op->name);
  if (cuteOpLookup(name) != op)
    fail("lookup does not find its row", op->name);
  if (!cuteOpIsOurs(name))
    fail("not in the cute or cute_nvgpu namespace", op->name);
  const char *key = strncmp(op->name, "cute.", 5) ? op->name : op->name + 5;
  if (strcmp(op->key, key))
    fail("wrong key", op->name);
  unsigned var, n = countSlots(op->operands, &var);
  if (n > CUTE_MAX_SLOTS || var > 1)
    fail("too many operand slots, or several variable ones", op->name);
  n = countSlots(op->results, &var);
  if (n > CUTE_MAX_SLOTS || var > 1)
    fail("too many result slots, or several variable ones", op->name);
  if (!op->infer)
    fail("no inference function", op->name);
}

int main(void) {
  const char *const *names = cuteDialectOpNames();
  const CuteOpInfo *prev = NULL;
  unsigned i = 0;
  for (; i < CUTE_OP_COUNT; ++i) {
    const CuteOpInfo *op = cuteOpGet((CuteOpId)i);
    if (op->id != (CuteOpId)i)
      fail("row id is not its position", op->name);
    if (!names[i] || strcmp(names[i], op->name))
      fail("cuteDialectOpNames differs from the rows", op->name);
    checkRow(op, prev);
    prev = op;
  }
  if (names[i])
    fail("cuteDialectOpNames has more names than rows", names[i]);
  static const char *const kNotOps[] = {"cute.", "cute.foo", "cute.slic",
                                        "cute.slicex", "slice", "cute_nvgpu."};
  for (size_t k = 0; k < sizeof kNotOps / sizeof *kNotOps; ++k)
    if (cuteOpLookup(mlirStringRefCreateFromCString(kNotOps[k])))
      fail("found, but is not an op", kNotOps[k]);
  if (cuteOpGet(CUTE_OP_COUNT))
    fail("cuteOpGet past the end is not NULL", "CUTE_OP_COUNT");
  printf("%u ops checked, %d failures\n", (unsigned)CUTE_OP_COUNT, failures);
  return failures ? 1 : 0;
}
