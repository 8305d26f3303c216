/* TMA descriptors as kernel parameters (docs/abi.md, "TMA descriptors";
 * docs/lowering.md, "TMA"). A kernel's non-executable TMA atom argument is
 * one 128-byte grid-constant parameter: its index after expansion goes to
 * the gpu.func's `cute.grid_constant_args` (cute-attach-grid-constants
 * makes it so after the NVVM conversion), and its `arg tma_desc` line says
 * what the runtime needs to encode it with cuTensorMapEncodeTiled:
 *   direction, element  the atom's (the format's element: tf32 for TF32_RN)
 *   rank, dims, box     the atom's gmem basis: TMA dimension d reads gmem
 *                       mode dims[d] with box extent box[d] (a multicast
 *                       load's box cut into the CTAs of its tma_partition)
 *   swizzle             not in the atom's type (NVIDIA's neither): the
 *                       shared-memory tensors the kernel uses the atom
 *                       with, in tma_partition and in its copies, must all
 *                       have the same TMA swizzle, which is the
 *                       descriptor's; a kernel that uses the atom with
 *                       none, or with two, is refused at the op
 *   l2, oob             128B L2 promotion and zero fill, as CuTe encodes. */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static bool isNonExecTma(const CuteTyped *t) {
  return t && t->kind == CUTE_TYPE_COPY_ATOM && cuteAtomIsTma(t->atom) &&
         !cuteAtomIsTmaExec(t->atom);
}

bool cuteLowerTmaGridConstants(CuteLowering *l, MlirOperation func,
                               const MlirType *inputs, intptr_t n) {
  int32_t list[64];
  unsigned count = 0, index = 0;
  MlirType types[CUTE_LOWER_MAX_LEAVES];
  for (intptr_t i = 0; i < n; ++i) {
    if (!cuteTypeIsOurs(inputs[i])) {
      ++index;
      continue;
    }
    const CuteTyped *t = cuteLowerType(l, inputs[i]);
    if (!t)
      return false;
    if (isNonExecTma(t) && count < 64)
      list[count++] = (int32_t)index;
    int k = t->kind == CUTE_TYPE_NONE
                ? 1
                : cuteLowerLeafTypes(l, t, types, CUTE_LOWER_MAX_LEAVES);
    if (k < 0)
      return false;
    index += (unsigned)k;
  }
  if (count)
    mlirOperationSetAttributeByName(
        func, mlirStringRefCreateFromCString("cute.grid_constant_args"),
        mlirDenseI32ArrayGet(l->ctx, count, list));
  return true;
}

/*===--- The swizzle and the multicast, from the kernel's uses --------------===*/

typedef struct Uses {
  CuteLowering *l;
  unsigned arg;
  int swizzle;        /* bytes; -2 before the first use */
  MlirOperation from; /* the op it came from */
  int64_t multicast;  /* CTAs of the tma_partition's layout; 0: none seen */
  bool failed;
} Uses;

static void usesError(Uses *u, MlirOperation op, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static void usesError(Uses *u, MlirOperation op, const char *fmt, ...) {
  char what[512], msg[700];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  snprintf(msg, sizeof msg,
           "cute-to-base: the TMA descriptor of kernel argument #%u: %s",
           u->arg, what);
  mlirEmitError(mlirOperationGetLocation(op), msg);
  u->failed = true;
}

static const char *swizzleName(int bytes) {
  return bytes == 0    ? "none"
         : bytes == 32 ? "32B"
         : bytes == 64 ? "64B"
                       : "128B";
}

/* The swizzle of operand i of op, a shared-memory tensor paired with the
 * atom: the same as every other one. */
static void pairWith(Uses *u, MlirOperation op, intptr_t i) {
  const CuteTyped *t =
      cuteLowerType(u->l, mlirValueGetType(mlirOperationGetOperand(op, i)));
  if (!t) {
    u->failed = true;
    return;
  }
  int s = cuteTmaSwizzleBytes(t);
  if (s < 0) {
    usesError(u, op,
              "its shared-memory tensor's swizzle is none TMA applies "
              "(S<1,4,3>, S<2,4,3> or S<3,4,3> on byte addresses)");
    return;
  }
  if (u->swizzle != -2 && u->swizzle != s) {
    usesError(u, op,
              "it is used here with a shared-memory tensor swizzled %s, and "
              "with one swizzled %s elsewhere: one descriptor has one "
              "swizzle",
              swizzleName(s), swizzleName(u->swizzle));
    return;
  }
  u->swizzle = s;
  u->from = op;
}

static void multicastOf(Uses *u, MlirOperation op) {
  const CuteTyped *t =
      cuteLowerType(u->l, mlirValueGetType(mlirOperationGetOperand(op, 2)));
  const CuteNode *c;
  CuteError err;
  if (!t || cuteLayoutCosize(u->l->arena, t->value.layout, &c, &err) ||
      c->kind != CUTE_NODE_INT) {
    usesError(u, op, "its CTA layout's cosize must be static");
    return;
  }
  if (u->multicast && u->multicast != c->value) {
    usesError(u, op, "it is partitioned here among %lld CTAs and elsewhere "
                     "among %lld",
              (long long)c->value, (long long)u->multicast);
    return;
  }
  u->multicast = c->value;
}

/* The uses of an executable atom made from the argument: through
 * set_value and scf.for's loop-carried values to the copies, whose
 * shared-memory side pairs with it. */
static void execUses(Uses *u, MlirValue v, unsigned depth) {
  for (MlirOpOperand use = mlirValueGetFirstUse(v);
       !mlirOpOperandIsNull(use) && depth < 64 && !u->failed;
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation op = mlirOpOperandGetOwner(use);
    unsigned k = mlirOpOperandGetOperandNumber(use);
    if (cuteLowerNameIs(op, "scf.for") && k >= 3) {
      MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
      execUses(u, mlirBlockGetArgument(body, (intptr_t)k - 2), depth + 1);
      continue;
    }
    if (k != 0)
      continue;
    if (cuteLowerNameIs(op, "cute_nvgpu.atom.set_value"))
      execUses(u, mlirOperationGetResult(op, 0), depth + 1);
    else if (cuteLowerNameIs(op, "cute.copy_atom_call") ||
             cuteLowerNameIs(op, "cute.copy")) {
      const CuteTyped *src = cuteLowerType(
          u->l, mlirValueGetType(mlirOperationGetOperand(op, 1)));
      if (src)
        pairWith(u, op, src->kind == CUTE_TYPE_MEMREF ? 1 : 2);
    }
  }
}

/* The entry block's argument of kernel argument `index`: the driver has
 * inserted the leaves of each argument after it (lower_driver.c), and the
 * old argument keeps its uses until the end of the pass. */
static MlirValue blockArg(CuteLowering *l, MlirOperation func, unsigned index,
                          const MlirType *inputs) {
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  MlirType types[CUTE_LOWER_MAX_LEAVES];
  intptr_t at = index;
  for (unsigned j = 0; j < index; ++j) {
    const CuteTyped *t =
        cuteTypeIsOurs(inputs[j]) ? cuteLowerType(l, inputs[j]) : NULL;
    int k = t && t->kind != CUTE_TYPE_NONE
                ? cuteLowerLeafTypes(l, t, types, CUTE_LOWER_MAX_LEAVES)
                : 0;
    at += k > 0 ? k : 0;
  }
  if (mlirBlockIsNull(entry) || at >= mlirBlockGetNumArguments(entry))
    return (MlirValue){NULL};
  return mlirBlockGetArgument(entry, at);
}

static bool argUses(CuteLowering *l, MlirOperation func, unsigned index,
                    const MlirType *inputs, int *swizzle, int64_t *multicast) {
  Uses u = {l, index, -2, {NULL}, 0, false};
  MlirValue arg = blockArg(l, func, index, inputs);
  if (mlirValueIsNull(arg) ||
      !mlirTypeEqual(mlirValueGetType(arg), inputs[index]))
    return cuteLowerError(l, "kernel argument #%u has no block argument",
                          index),
           false;
  for (MlirOpOperand use = mlirValueGetFirstUse(arg);
       !mlirOpOperandIsNull(use) && !u.failed;
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation op = mlirOpOperandGetOwner(use);
    if (cuteLowerNameIs(op, "cute_nvgpu.atom.tma_partition") &&
        mlirOpOperandGetOperandNumber(use) == 0) {
      pairWith(&u, op, 3);
      multicastOf(&u, op);
    } else if (cuteLowerNameIs(op, "cute_nvgpu.atom.make_exec_tma")) {
      execUses(&u, mlirOperationGetResult(op, 0), 0);
    }
  }
  if (!u.failed && u.swizzle == -2) {
    cuteLowerError(l,
                   "kernel argument #%u is a TMA descriptor whose swizzle "
                   "comes from the shared-memory tensor it is used with "
                   "(cute_nvgpu.atom.tma_partition, or a copy of its "
                   "make_exec_tma), and this kernel uses it with none",
                   index);
    return false;
  }
  *swizzle = u.swizzle;
  *multicast = u.multicast;
  return !u.failed;
}

/*===--- The line ------------------------------------------------------------===*/

/* The runtime's name of the element TMA moves (docs/abi.md), or NULL. */
static const char *elemName(const CuteAtom *at, int format, char *buf,
                            size_t cap) {
  size_t len = 0;
  buf[0] = '\0';
  switch (format) {
  case CUTE_TMA_F16_RN:
  case CUTE_TMA_BF16_RN:
  case CUTE_TMA_F32_RN:
  case CUTE_TMA_F64_RN:
  case CUTE_TMA_U8:
  case CUTE_TMA_U16:
  case CUTE_TMA_S32:
  case CUTE_TMA_S64:
    cuteLowerPrintType(at->val, buf, cap, &len);
    return buf;
  case CUTE_TMA_TF32_RN:
    snprintf(buf, cap, "tf32");
    return buf;
  default:
    return NULL;
  }
}

/* Appends printf text to buf (cap bytes). */
static void put(char *buf, size_t cap, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static void put(char *buf, size_t cap, const char *fmt, ...) {
  size_t n = strlen(buf);
  va_list ap;
  va_start(ap, fmt);
  if (n < cap)
    vsnprintf(buf + n, cap - n, fmt, ap);
  va_end(ap);
}

/* The gmem mode TMA dimension d reads: the one unit basis of its mode of
 * the gmem basis, at the top of the gmem tensor; -1 after a diagnostic. */
static int dimOf(CuteLowering *l, unsigned index, const CuteNode *stride,
                 unsigned d) {
  if (stride->kind == CUTE_NODE_TUPLE && stride->count == 1)
    stride = stride->u.elems[0];
  if (stride->kind != CUTE_NODE_BASIS)
    return cuteLowerError(l,
                          "kernel argument #%u: TMA dimension %u reads "
                          "several gmem modes, which the ABI's dims cannot "
                          "say (one mode per dimension)",
                          index, d),
           -1;
  if (stride->depth != 1 || stride->value != 1)
    return cuteLowerError(l,
                          "kernel argument #%u: TMA dimension %u reads a "
                          "sub-mode of a nested gmem mode, or at a scale, "
                          "which the ABI's dims cannot say",
                          index, d),
           -1;
  return stride->u.modes[0];
}

bool cuteLowerTmaAbiLine(CuteLowering *l, MlirOperation func, unsigned index,
                         const MlirType *inputs, const CuteTyped *ct,
                         char *buf, size_t cap) {
  const CuteAtom *at = ct->atom;
  const char *type = cuteTypedDescribe(l->arena, ct);
  if (cuteAtomIsTmaExec(at))
    return cuteLowerError(l,
                          "kernel argument #%u: an executable TMA atom (%s) "
                          "is made in the kernel by make_exec_tma; pass the "
                          "non-executable one",
                          index, type ? type : "?"),
           false;
  int format = at->tmaFormat >= 0 ? at->tmaFormat : cuteTmaDefaultFormat(at->val);
  char elem[32];
  if (!elemName(at, format, elem, sizeof elem))
    return cuteLowerError(l,
                          "kernel argument #%u: TMA format %s has no element "
                          "type the runtime encodes (docs/abi.md)",
                          index, cuteTmaFormatName(format)),
           false;
  int swizzle;
  int64_t mcast;
  if (!argUses(l, func, index, inputs, &swizzle, &mcast))
    return false;
  bool load = at->kind == CUTE_ATOM_TMA_LOAD_NONEXEC;
  bool multicast = load && at->tmaKind == CUTE_TMA_SM90_MULTICAST;
  unsigned rank = cuteNodeRank(at->gbasis.shape);
  int64_t box[5];
  buf[0] = '\0';
  put(buf, cap, "tma_desc %s %s rank %u dims", load ? "load" : "store", elem,
      rank);
  for (unsigned d = 0; d < rank && d < 5; ++d) {
    const CuteNode *e;
    CuteError err;
    int m = dimOf(l, index, cuteNodeGet(at->gbasis.stride, d), d);
    if (m < 0 || cuteTupleProduct(l->arena, cuteNodeGet(at->gbasis.shape, d),
                                  &e, &err))
      return m < 0 ? false : (cuteLowerAlgebraError(l, &err), false);
    box[d] = e->value;
    put(buf, cap, " %d", m);
  }
  /* A multicast box is cut into the CTAs, from the last dimension on
   * (CuTe's make_tma_copy_desc). */
  for (int64_t i = (int64_t)rank - 1, m = multicast ? mcast : 1; m > 1 && i >= 0;
       --i) {
    int64_t next = (m + box[i] - 1) / box[i];
    box[i] = (box[i] + m - 1) / m;
    m = next;
  }
  put(buf, cap, " box");
  for (unsigned d = 0; d < rank && d < 5; ++d)
    put(buf, cap, " %lld", (long long)box[d]);
  int64_t inner = box[0] * (at->valBits / 8);
  if (inner % 16 || (swizzle && inner > swizzle))
    return cuteLowerError(l,
                          "kernel argument #%u: TMA moves multiples of 16 "
                          "bytes along dimension 0, within the %s swizzle's "
                          "span; the box's dimension 0 is %lld bytes",
                          index, swizzleName(swizzle), (long long)inner),
           false;
  put(buf, cap, " swizzle %s l2 128B oob none spec %s", swizzleName(swizzle),
      type ? type : "?");
  return true;
}
