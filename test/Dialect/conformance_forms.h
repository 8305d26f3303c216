/* The conformance vectors' ops as generic cute ops: for every op of
 * test/algebra/data/layout_algebra.tsv that NVIDIA's CuTe IR has, the
 * cute type kind of each operand (picked from the operand's text) and of
 * the result. Shared by the dialect's differential test and the lowering's
 * (test/Integration/host/lower_conformance.c). */
#ifndef CUTE_TEST_CONFORMANCE_FORMS_H
#define CUTE_TEST_CONFORMANCE_FORMS_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define MAX_ARGS 4

typedef struct {
  const char *op;
  const char *kinds[MAX_ARGS]; /* per operand: "L" layout, "S" shape, ... */
  const char *result;
} OpForm;

/* Operand kinds: T = tile if '[' or (for ceil_div) ':', L = layout when
 * ':' else S shape, etc. Lower-case letters are fixed kinds. */
static const OpForm kForms[] = {
    {"composition", {"l", "LTS"}, "l"},
    {"complement", {"l", "LS"}, "l"},
    {"coalesce", {"l", "c"}, "l"},
    {"logical_divide", {"l", "LTS"}, "l"},
    {"zipped_divide", {"l", "LTS"}, "l"},
    {"tiled_divide", {"l", "LTS"}, "l"},
    {"flat_divide", {"l", "LTS"}, "l"},
    {"logical_product", {"l", "l"}, "l"},
    {"zipped_product", {"l", "l"}, "l"},
    {"tiled_product", {"l", "l"}, "l"},
    {"flat_product", {"l", "l"}, "l"},
    {"blocked_product", {"l", "l"}, "l"},
    {"raked_product", {"l", "l"}, "l"},
    {"left_inverse", {"l"}, "l"},
    {"right_inverse", {"l"}, "l"},
    {"tile_to_shape", {"l", "s", "i"}, "l"},
    {"ceil_div", {"i", "IT"}, "i"},
    {"shape_div", {"s", "s"}, "s"},
    {"layout_eval", {"c", "l"}, "i"},
    {"crd2idx", {"c", "s"}, "i"},
    {"idx2crd", {"i", "s"}, "c"},
    {"cosize", {"l"}, "i"},
    {"size", {"LS"}, "i"},
    {"flatten", {"LTS"}, "="},
    {"make_ordered_layout", {"s", "i"}, "l"},
    {"make_layout_like", {"l"}, "l"},
    {"make_identity_layout", {"s"}, "l"},
};

static inline const char *kindName(char k) {
  switch (k) {
  case 'l': case 'L': return "layout";
  case 's': case 'S': return "shape";
  case 'i': case 'I': return "int_tuple";
  case 'c': return "coord";
  default: return "tile";
  }
}

/* The kind letter of argument `arg` under the allowed set `allowed`. */
static inline char pick(const char *allowed, const char *arg) {
  if (allowed[1] == '\0')
    return allowed[0];
  bool tile = arg[0] == '[', layout = strchr(arg, ':') != NULL;
  if (tile && strchr(allowed, 'T'))
    return 'T';
  if (layout && strchr(allowed, 'L'))
    return 'L';
  if (layout && strchr(allowed, 'T'))
    return 'T';
  if (!tile && !layout)
    return strchr(allowed, 'S') ? 'S' : strchr(allowed, 'I') ? 'I' : 0;
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
 * NULL when NVIDIA's IR has no such op or takes no such operand kind. */
static inline const OpForm *conformanceForm(char *const *fields, unsigned nf,
                                            char kinds[MAX_ARGS]) {
  const OpForm *f = NULL;
  for (size_t i = 0; i < sizeof kForms / sizeof kForms[0]; ++i)
    if (!strcmp(kForms[i].op, fields[0]))
      f = &kForms[i];
  unsigned n = nf - 2;
  if (!f || n > MAX_ARGS)
    return NULL;
  for (unsigned i = 0; i < n; ++i)
    if (!f->kinds[i] || !(kinds[i] = pick(f->kinds[i], fields[1 + i])))
      return NULL;
  return f;
}

#endif
