/* The commands that take atoms: tiled copies and tiled MMAs of the
 * algebra (Algebra.h), with the atom in NVIDIA's type spelling
 * (atom_parse.c). Each command parses its operands, calls the algebra and
 * prints its result(s) separated by a space: "TILER TV" for the commands
 * that make a tiled copy or a TV layout (the operands of svg-tv),
 * "LAYOUT OFFSET" for a thread's partition. Errors quote the operand at
 * fault as written on the command line, numbered from 0. */
#include "tool.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Cmd {
  CuteArena *a;
  unsigned n;
  const char *const *args;
  CuteError *err;
} Cmd;

/* Makes operand i (as written) the one the error blames. */
static CuteStatus blameArg(Cmd *c, int i) {
  if (!c->err)
    return CUTE_ERROR;
  c->err->operand = i;
  snprintf(c->err->quote, sizeof c->err->quote, "%s", c->args[i]);
  if (strlen(c->args[i]) >= sizeof c->err->quote)
    strcpy(c->err->quote + sizeof c->err->quote - 4, "...");
  return CUTE_ERROR;
}

/* The algebra blamed its operand k; map[k] is the command's operand it
 * came from (-1: a value the command computed, quoted as it is). */
static CuteStatus remap(Cmd *c, const int *map, unsigned nmap) {
  CuteError *e = c->err;
  if (!e)
    return CUTE_ERROR;
  int k = e->operand;
  if (k >= 0 && (unsigned)k < nmap && map[k] >= 0)
    return blameArg(c, map[k]);
  if (k >= 0) {
    /* Keep the quoted value, but as no numbered operand of ours. */
    char q[sizeof e->quote];
    memcpy(q, e->quote, sizeof q);
    e->operand = -1;
    e->quote[0] = '\0';
    if (q[0]) {
      size_t len = strlen(e->message);
      snprintf(e->message + len, sizeof e->message - len, " (in \"%.200s\")",
               q);
    }
  }
  return CUTE_ERROR;
}

/* Operand i did not parse: the reason, as the library's ops say it. */
static CuteStatus argFailed(Cmd *c, unsigned i) {
  if (c->err) {
    char msg[CUTE_ERROR_TEXT_CAP];
    cuteErrorFormat(c->err, NULL, msg, sizeof msg);
    cuteErrorSet(c->err, NULL, (int)i, "operand %u: %.280s", i, msg);
  }
  return CUTE_ERROR;
}

static CuteStatus layoutArg(Cmd *c, unsigned i, CuteLayout *out) {
  const char *s = c->args[i];
  const CuteNode *shape;
  if (!strchr(s, ':')) {
    /* A shape stands for its compact column-major layout. */
    if (cuteParseIntTuple(c->a, s, strlen(s), &shape, c->err) ||
        cuteMakeLayoutFromShape(c->a, shape, out, c->err))
      return argFailed(c, i);
    return CUTE_OK;
  }
  return cuteParseLayout(c->a, s, strlen(s), out, c->err) ? argFailed(c, i)
                                                          : CUTE_OK;
}

static CuteStatus tileArg(Cmd *c, unsigned i, const CuteNode **out) {
  const char *s = c->args[i];
  return cuteParseTile(c->a, s, strlen(s), out, c->err) ? argFailed(c, i)
                                                        : CUTE_OK;
}

static CuteStatus tupleArg(Cmd *c, unsigned i, const CuteNode **out) {
  const char *s = c->args[i];
  return cuteParseIntTuple(c->a, s, strlen(s), out, c->err) ? argFailed(c, i)
                                                            : CUTE_OK;
}

static CuteStatus atomArg(Cmd *c, unsigned i, bool mma, ToolAtom *out) {
  if (toolParseAtom(c->a, c->args[i], out, c->err))
    return argFailed(c, i);
  if (out->mma != mma) {
    cuteErrorSet(c->err, NULL, (int)i, "expects %s",
                 mma ? "an MMA atom (atom.universal_fma, sm80.mma, sm90.mma)"
                     : "a copy atom (atom.universal_copy, simt_async_copy, "
                       "ldsm, stsm)");
    return blameArg(c, (int)i);
  }
  return CUTE_OK;
}

static CuteStatus operandArg(Cmd *c, unsigned i, CuteMmaOperand *out) {
  const char *s = c->args[i];
  if (strlen(s) == 1 && s[0] >= 'A' && s[0] <= 'C') {
    *out = (CuteMmaOperand)(s[0] - 'A');
    return CUTE_OK;
  }
  cuteErrorSet(c->err, NULL, (int)i, "the operand must be A, B or C");
  return blameArg(c, (int)i);
}

/* ATOM LAYOUT [PERM] at `first`; the permutation is there when the
 * command got all its operands. *next is the operand after them. */
static CuteStatus mmaArgs(Cmd *c, unsigned first, bool perm, ToolAtom *atom,
                          CuteTiledMma *mma, unsigned *next) {
  if (atomArg(c, first, true, atom) ||
      layoutArg(c, first + 1, &mma->atomLayout))
    return CUTE_ERROR;
  mma->atom = &atom->mmaTraits;
  mma->perm = NULL;
  *next = first + 2;
  if (!perm)
    return CUTE_OK;
  ++*next;
  if (!strcmp(c->args[first + 2], "_"))
    return CUTE_OK;
  return tileArg(c, first + 2, &mma->perm);
}

/* Joins the texts of `n` values with spaces, in the arena. */
static const char *join(Cmd *c, unsigned n, ...) {
  char *parts[8];
  size_t len = 1;
  va_list ap;
  va_start(ap, n);
  for (unsigned i = 0; i < n; ++i) {
    CuteValue v = va_arg(ap, CuteValue);
    parts[i] = (char *)cuteValueToString(c->a, v);
    len += parts[i] ? strlen(parts[i]) + 1 : 0;
  }
  va_end(ap);
  char *s = cuteArenaAlloc(c->a, len);
  if (!s) {
    cuteErrorSet(c->err, NULL, -1, "out of memory printing the result");
    return NULL;
  }
  for (unsigned i = 0; i < n; ++i) {
    if (!parts[i]) {
      cuteErrorSet(c->err, NULL, -1, "out of memory printing the result");
      return NULL;
    }
    if (i)
      strcat(s, " ");
    strcat(s, parts[i]);
  }
  return s;
}

static CuteValue L(CuteLayout l) { return cuteValueFromLayout(l); }
static CuteValue T(const CuteNode *t) { return cuteValueFromTile(t); }
static CuteValue N(const CuteNode *n) { return cuteValueFromNode(n); }

/*===--- Commands ---------------------------------------------------------===*/

typedef const char *(*CmdFn)(Cmd *c, const char *op);

/* atom_traits ATOM: a copy atom's ThrID, its Src, Dst and Ref layouts in
 * bits, then in values; an MMA atom's shape, ThrID and A, B, C layouts. */
static const char *atomTraits(Cmd *c, const char *op) {
  ToolAtom at;
  (void)op;
  if (toolParseAtom(c->a, c->args[0], &at, c->err)) {
    argFailed(c, 0);
    return NULL;
  }
  if (at.mma) {
    const CuteMmaAtomTraits *m = &at.mmaTraits;
    const CuteNode *e[3] = {cuteIntGet(c->a, m->m), cuteIntGet(c->a, m->n),
                            cuteIntGet(c->a, m->k)};
    return join(c, 5, N(cuteTupleGet(c->a, e, 3)), L(m->thrID), L(m->a),
                L(m->b), L(m->c));
  }
  const CuteCopyAtomTraits *t = &at.copy;
  return join(c, 7, L(t->thrID), L(t->srcBits), L(t->dstBits), L(t->refBits),
              L(t->src), L(t->dst), L(t->ref));
}

/* TILER TV of a tiled copy. */
static const char *copyText(Cmd *c, const CuteTiledCopy *tc) {
  return join(c, 2, T(tc->tiler), L(tc->tv));
}

/* tiled_copy_tv ATOM THR VAL */
static const char *tiledCopyTV(Cmd *c, const char *op) {
  ToolAtom at;
  CuteLayout thr, val;
  CuteTiledCopy tc;
  static const int map[] = {1, 2};
  (void)op;
  if (atomArg(c, 0, false, &at) || layoutArg(c, 1, &thr) ||
      layoutArg(c, 2, &val))
    return NULL;
  if (cuteMakeTiledCopyTV(c->a, &at.copy, thr, val, &tc, c->err)) {
    remap(c, map, 2);
    return NULL;
  }
  return copyText(c, &tc);
}

/* ATOM TILER TV: a tiled copy, operands 0..2. */
static CuteStatus copyArgs(Cmd *c, ToolAtom *at, CuteTiledCopy *tc) {
  if (atomArg(c, 0, false, at) || tileArg(c, 1, &tc->tiler) ||
      layoutArg(c, 2, &tc->tv))
    return CUTE_ERROR;
  tc->atom = &at->copy;
  return CUTE_OK;
}

/* tidfrg_S|D ATOM TILER TV LAYOUT, partition_S|D ... THR,
 * retile ATOM TILER TV FRAGMENT */
static const char *copyLayoutCmd(Cmd *c, const char *op) {
  static const int map[] = {2, 1, 3, 4};
  ToolAtom at;
  CuteTiledCopy tc;
  CuteLayout l, r;
  const CuteNode *thr = NULL, *off = NULL;
  CuteCopySide side = op[strlen(op) - 1] == 'D' ? CUTE_COPY_DST : CUTE_COPY_SRC;
  if (copyArgs(c, &at, &tc) || layoutArg(c, 3, &l) ||
      (c->n > 4 && tupleArg(c, 4, &thr)))
    return NULL;
  CuteStatus st;
  if (!strcmp(op, "retile"))
    st = cuteTiledCopyRetile(c->a, &tc, l, &r, c->err);
  else if (thr)
    st = cuteTiledCopyPartition(c->a, &tc, side, l, thr, &r, &off, c->err);
  else
    st = cuteTiledCopyTidfrg(c->a, &tc, side, l, &r, c->err);
  if (st) {
    remap(c, map, 4);
    return NULL;
  }
  return off ? join(c, 2, L(r), N(off)) : join(c, 1, L(r));
}

/* tiled_copy_S|D ATOM FROM_ATOM TILER TV */
static const char *tiledCopySD(Cmd *c, const char *op) {
  static const int map[] = {3, 2};
  ToolAtom at, from;
  CuteTiledCopy src, out;
  if (atomArg(c, 0, false, &at) || atomArg(c, 1, false, &from) ||
      tileArg(c, 2, &src.tiler) || layoutArg(c, 3, &src.tv))
    return NULL;
  src.atom = &from.copy;
  CuteCopySide side = op[strlen(op) - 1] == 'D' ? CUTE_COPY_DST : CUTE_COPY_SRC;
  if (cuteMakeTiledCopySD(c->a, &at.copy, &src, side, &out, c->err)) {
    remap(c, map, 2);
    return NULL;
  }
  return copyText(c, &out);
}

/* tiled_copy_A|B|C|C_atom COPY_ATOM MMA_ATOM LAYOUT [PERM] */
static const char *tiledCopyMma(Cmd *c, const char *op) {
  ToolAtom at, mat;
  CuteTiledMma mma;
  CuteTiledCopy out;
  unsigned next;
  int map[] = {2, c->n == 4 ? 3 : -1};
  if (atomArg(c, 0, false, &at) || mmaArgs(c, 1, c->n == 4, &mat, &mma, &next))
    return NULL;
  CuteStatus st;
  if (!strcmp(op, "tiled_copy_C_atom"))
    st = cuteMakeTiledCopyCAtom(c->a, &at.copy, &mma, &out, c->err);
  else
    st = cuteMakeTiledCopyMma(c->a, &at.copy, &mma,
                              (CuteMmaOperand)(op[strlen(op) - 1] - 'A'), &out,
                              c->err);
  if (st) {
    remap(c, map, 2);
    return NULL;
  }
  return copyText(c, &out);
}

/* tiled_mma_tv ATOM LAYOUT [PERM] A|B|C, thr_layout_vmnk ATOM LAYOUT
 * [PERM], and with an operand and one more argument: thrfrg (LAYOUT),
 * mma_partition (LAYOUT THR), partition_shape (SHAPE), mma_fragment
 * (PARTITION). */
static const char *mmaCmd(Cmd *c, const char *op) {
  ToolAtom at;
  CuteTiledMma mma;
  CuteMmaOperand x = CUTE_MMA_A;
  unsigned minArgs = 0, maxArgs = 0, i;
  toolAtomOpArity(op, &minArgs, &maxArgs);
  bool perm = c->n == maxArgs;
  if (mmaArgs(c, 0, perm, &at, &mma, &i))
    return NULL;
  int map[] = {1, perm ? 2 : -1, (int)i + 1, (int)i + 2};
  bool vmnk = !strcmp(op, "thr_layout_vmnk");
  if (!vmnk && operandArg(c, i, &x))
    return NULL;
  CuteLayout l, r;
  const CuteNode *n = NULL, *off = NULL, *tiler = NULL;
  CuteStatus st;
  if (vmnk) {
    st = cuteTiledMmaThrLayoutVMNK(c->a, &mma, &r, c->err);
  } else if (!strcmp(op, "tiled_mma_tv")) {
    st = cuteTiledMmaLayoutTV(c->a, &mma, x, &r, &tiler, c->err);
  } else if (!strcmp(op, "partition_shape")) {
    if (tupleArg(c, i + 1, &n))
      return NULL;
    st = cuteTiledMmaPartitionShape(c->a, &mma, x, n, &n, c->err);
  } else {
    if (layoutArg(c, i + 1, &l))
      return NULL;
    if (!strcmp(op, "thrfrg"))
      st = cuteTiledMmaThrfrg(c->a, &mma, x, l, &r, c->err);
    else if (!strcmp(op, "mma_fragment"))
      st = cuteTiledMmaFragment(c->a, &mma, x, l, &r, c->err);
    else if (tupleArg(c, i + 2, &n))
      return NULL;
    else
      st = cuteTiledMmaPartition(c->a, &mma, x, l, n, &r, &off, c->err);
  }
  if (st) {
    remap(c, map, 4);
    return NULL;
  }
  if (tiler)
    return join(c, 2, T(tiler), L(r));
  if (off)
    return join(c, 2, L(r), N(off));
  return n ? join(c, 1, N(n)) : join(c, 1, L(r));
}

/* gmma_desc k|mn SWIZZLE BITS LAYOUT: the GMMA shared-memory descriptor
 * of one wgmma operand (cuteGmmaDescGet): SWIZZLE the byte swizzle
 * (`S<3,4,3>`) or `none`, BITS the value width, LAYOUT its (MN,K) layout
 * in values. Prints "TYPE lbo L sbo S 0xDESC" (offsets in 16-byte units,
 * the descriptor with start address 0). */
static const char *gmmaDescCmd(Cmd *c, const char *op) {
  (void)op;
  CuteGmmaMajor major;
  CuteSwizzle sw = {0, 0, 0};
  CuteLayout l;
  const char *m = c->args[0], *s = c->args[1], *b = c->args[2];
  if (!strcmp(m, "k") || !strcmp(m, "mn")) {
    major = m[0] == 'k' ? CUTE_GMMA_K : CUTE_GMMA_MN;
  } else {
    cuteErrorSet(c->err, NULL, 0, "the major mode must be k or mn");
    return blameArg(c, 0), NULL;
  }
  if (strcmp(s, "none") && cuteParseSwizzle(s, strlen(s), &sw, c->err))
    return argFailed(c, 1), NULL;
  char *end = NULL;
  long bits = strtol(b, &end, 10);
  if (!*b || *end || bits <= 0 || bits > 64) {
    cuteErrorSet(c->err, NULL, 2, "the value width must be a number of bits");
    return blameArg(c, 2), NULL;
  }
  if (layoutArg(c, 3, &l))
    return NULL;
  CuteGmmaDesc d;
  if (cuteGmmaDescGet(c->a, major, sw, (int32_t)bits, l, &d, c->err)) {
    int map[] = {0, 1, 2, 3};
    remap(c, map, 4);
    return NULL;
  }
  char *out = cuteArenaAlloc(c->a, 96);
  if (!out) {
    cuteErrorSet(c->err, NULL, -1, "out of memory printing the result");
    return NULL;
  }
  snprintf(out, 96, "%s lbo %lld sbo %lld 0x%016llx",
           cuteGmmaLayoutTypeName(d.type), (long long)d.lbo, (long long)d.sbo,
           (unsigned long long)d.bits);
  return out;
}

/*===--- The table --------------------------------------------------------===*/

static const struct {
  const char *name;
  unsigned minArgs, maxArgs;
  CmdFn fn;
} kCmds[] = {
    {"atom_traits", 1, 1, atomTraits},
    {"tiled_copy_tv", 3, 3, tiledCopyTV},
    {"tidfrg_S", 4, 4, copyLayoutCmd},
    {"tidfrg_D", 4, 4, copyLayoutCmd},
    {"partition_S", 5, 5, copyLayoutCmd},
    {"partition_D", 5, 5, copyLayoutCmd},
    {"retile", 4, 4, copyLayoutCmd},
    {"tiled_copy_S", 4, 4, tiledCopySD},
    {"tiled_copy_D", 4, 4, tiledCopySD},
    {"tiled_copy_A", 3, 4, tiledCopyMma},
    {"tiled_copy_B", 3, 4, tiledCopyMma},
    {"tiled_copy_C", 3, 4, tiledCopyMma},
    {"tiled_copy_C_atom", 3, 4, tiledCopyMma},
    {"thr_layout_vmnk", 2, 3, mmaCmd},
    {"tiled_mma_tv", 3, 4, mmaCmd},
    {"thrfrg", 4, 5, mmaCmd},
    {"mma_partition", 5, 6, mmaCmd},
    {"partition_shape", 4, 5, mmaCmd},
    {"mma_fragment", 4, 5, mmaCmd},
    {"gmma_desc", 4, 4, gmmaDescCmd},
};

#define NUM_CMDS (sizeof kCmds / sizeof *kCmds)

bool toolAtomOpArity(const char *op, unsigned *minArgs, unsigned *maxArgs) {
  for (size_t i = 0; i < NUM_CMDS; ++i)
    if (!strcmp(op, kCmds[i].name)) {
      *minArgs = kCmds[i].minArgs;
      *maxArgs = kCmds[i].maxArgs;
      return true;
    }
  return false;
}

const char *toolAtomOpName(unsigned i) {
  return i < NUM_CMDS ? kCmds[i].name : NULL;
}

const char *toolAtomEval(CuteArena *a, const char *op, unsigned nargs,
                         const char *const *args, CuteError *err) {
  for (size_t i = 0; i < NUM_CMDS; ++i) {
    if (strcmp(op, kCmds[i].name))
      continue;
    if (nargs < kCmds[i].minArgs || nargs > kCmds[i].maxArgs) {
      char takes[48];
      cuteEvalOpArityText(kCmds[i].minArgs, kCmds[i].maxArgs, takes,
                          sizeof takes);
      cuteErrorSet(err, op, -1, "takes %s, got %u", takes, nargs);
      return NULL;
    }
    Cmd c = {a, nargs, args, err};
    const char *r = kCmds[i].fn(&c, op);
    if (!r && err && !err->op[0])
      snprintf(err->op, sizeof err->op, "%s", op);
    else if (!r && err && strncmp(err->op, op, strlen(op))) {
      char path[sizeof err->op];
      snprintf(path, sizeof path, "%s: %.*s", op,
               (int)(sizeof path - strlen(op) - 3), err->op);
      memcpy(err->op, path, sizeof path);
    }
    return r;
  }
  cuteErrorSet(err, op, -1, "unknown command");
  return NULL;
}
