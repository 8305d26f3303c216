/* The conformance vectors' ops as generic cute ops: for every op of
 * test/algebra/data/layout_algebra.tsv that the catalogue has, the cute
 * type kind of each operand, picked from the operand's text among the
 * kinds its slot takes, and of the result. Shared by the dialect's
 * differential test and the lowering's
 * (test/Integration/host/lower_conformance.c). */
#ifndef CUTE_TEST_CONFORMANCE_FORMS_H
#define CUTE_TEST_CONFORMANCE_FORMS_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "dialect.h"

#define MAX_ARGS 4

/* An op of the vectors as a cute op: its catalogue row (dialect/api/ops.def),
 * whose slots say which type kinds each operand and the result may take. */
typedef struct {
  const char *op; /* the key: "composition" */
  const CuteOpInfo *info;
} OpForm;

static inline const char *kindName(char k) {
  switch (k) {
  case 'l': return "layout";
  case 's': return "shape";
  case 'i': return "int_tuple";
  case 'c': return "coord";
  default: return "tile";
  }
}

static inline uint32_t kindMask(char k) {
  switch (k) {
  case 'l': return CK_LAYOUT;
  case 's': return CK_SHAPE;
  case 'i': return CK_INT_TUPLE;
  case 'c': return CK_COORD;
  default: return CK_TILE;
  }
}

/* The kind of an operand written `arg` in a slot taking `kinds`: a tile
 * if `[` (or, where no layout is taken, `:`), a layout if `:`, else a
 * shape, an int tuple or a coordinate, whichever the slot takes first;
 * 0 when the slot takes none. */
static inline char pick(uint32_t kinds, const char *arg) {
  bool tile = arg[0] == '[', layout = strchr(arg, ':') != NULL;
  if (tile)
    return kinds & CK_TILE ? 't' : 0;
  if (layout)
    return kinds & CK_LAYOUT ? 'l' : kinds & CK_TILE ? 't' : 0;
  return kinds & CK_SHAPE       ? 's'
         : kinds & CK_INT_TUPLE ? 'i'
         : kinds & CK_COORD     ? 'c'
                                : 0;
}

/* The result's kind: the first operand's when the result slot takes it
 * (flatten of a shape is a shape), else the one algebra kind it takes. */
static inline char resultKind(const OpForm *f, const char *kinds) {
  uint32_t r = f->info->results[0].kinds;
  if (r & kindMask(kinds[0]))
    return kinds[0];
  static const char order[] = "lsict";
  for (const char *k = order; *k; ++k)
    if (r & kindMask(*k))
      return *k;
  return 0;
}

/* Reads the next positive line of the vectors (op, operands.., expected)
 * into `line`, with fields[] pointing into it; false at the end. */
static inline bool conformanceNextPositive(FILE *in, char *line, int cap,
                                           char **fields, unsigned *nf) {
  while (fgets(line, cap, in)) {
    line[strcspn(line, "\r\n")] = '\0';
    if (!line[0] || line[0] == '#')
      continue;
    *nf = 0;
    for (char *tok = strtok(line, "\t"); tok && *nf < MAX_ARGS + 2;
         tok = strtok(NULL, "\t"))
      fields[(*nf)++] = tok;
    if (*nf >= 3 && strcmp(fields[*nf - 1], "ERROR"))
      return true;
  }
  return false;
}

/* The form of a positive line's op and the kind letter of each operand;
 * false when the catalogue has no such op (filter_zeros, say) or the op
 * takes no such operand kind (a tile as a product's tiler). */
static inline bool conformanceForm(char *const *fields, unsigned nf,
                                   OpForm *f, char kinds[MAX_ARGS]) {
  char name[128];
  snprintf(name, sizeof name, "cute.%s", fields[0]);
  f->op = fields[0];
  f->info = cuteOpLookup(mlirStringRefCreateFromCString(name));
  unsigned n = nf - 2, slot = 0;
  if (!f->info || n > MAX_ARGS)
    return false;
  const CuteSlot *s = f->info->operands;
  for (unsigned i = 0; i < n; ++i, ++slot) {
    if (!s[slot].name || !(kinds[i] = pick(s[slot].kinds, fields[1 + i])))
      return false;
  }
  /* A fixed slot left without an operand: the line is another form. */
  for (; s[slot].name; ++slot)
    if (s[slot].arity == CUTE_SLOT_ONE)
      return false;
  return resultKind(f, kinds) != 0;
}

#endif
