/* The TMA ops (docs/atoms.md, "TMA"; ATOMS_GEMM.md 1.2, 2.7):
 *   cute_nvgpu.atom.make_non_exec_tiled_tma_load/store(gmem, smem_layout,
 *       cta_v_map) -> (atom, TMA tensor)      the host side; the gmem basis
 *                                             by the algebra (algebra/tma.c)
 *   cute_nvgpu.atom.tma_partition(atom, cta_coord, cta_layout, smem,
 *       tensors...) -> (smem', tensors'...)   CuTe's tma_partition
 *   cute_nvgpu.atom.make_exec_tma(atom) -> exec atom
 *   cute_nvgpu.atom.set_value(atom, value) {field} -> atom
 *   cute_nvgpu.atom.get_value(atom) {field} -> value
 *   cute_nvgpu.prefetch_tma_desc(atom)
 * and the TMA side of cute.copy / cute.copy_atom_call (coordinates ->
 * smem for a load, smem -> coordinates for a store). The fields of
 * set_value / get_value are one table (kFields), shared with the
 * lowering through cuteAtomFieldOf. */
#include "internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

/*===--- Fields -------------------------------------------------------------===*/

static const CuteAtomField kFields[] = {
    {"atom_copy_field_tmaload", "tma_descriptor_ptr", CUTE_ATOM_TMA_LOAD, 0,
     CUTE_FIELD_DESC_PTR},
    {"atom_copy_field_tmaload", "tma_bar", CUTE_ATOM_TMA_LOAD, 1,
     CUTE_FIELD_MBAR_PTR},
    {"atom_copy_field_tmaload", "mcast_mask", CUTE_ATOM_TMA_LOAD, 2,
     CUTE_FIELD_I16},
    {"atom_copy_field_tmaload", "cache_policy", CUTE_ATOM_TMA_LOAD, 3,
     CUTE_FIELD_I64},
    {"atom_copy_field_tmastore", "tma_descriptor_ptr", CUTE_ATOM_TMA_STORE, 0,
     CUTE_FIELD_DESC_PTR},
    {"atom_copy_field_tmastore", "cache_policy", CUTE_ATOM_TMA_STORE, 1,
     CUTE_FIELD_I64},
    {"atom_mma_field_sm90", "accum_c", CUTE_ATOM_SM90_MMA, 0, CUTE_FIELD_I1}};

/* An opaque `#cute_nvgpu.FAMILY<VALUE>` attribute: its family and value
 * (pointers into the attribute's text); false for anything else. */
static bool nvgpuAttr(MlirAttribute a, MlirStringRef *family,
                      MlirStringRef *value) {
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAOpaque(a))
    return false;
  MlirStringRef ns = mlirOpaqueAttrGetDialectNamespace(a);
  MlirStringRef d = mlirOpaqueAttrGetData(a);
  const char *lt = memchr(d.data, '<', d.length);
  if (ns.length != 10 || memcmp(ns.data, "cute_nvgpu", 10) || !lt ||
      d.data[d.length - 1] != '>')
    return false;
  *family = (MlirStringRef){d.data, (size_t)(lt - d.data)};
  *value = (MlirStringRef){lt + 1, d.length - (size_t)(lt - d.data) - 2};
  return true;
}

static bool refIs(MlirStringRef s, const char *l) {
  return s.length == strlen(l) && !memcmp(s.data, l, s.length);
}

const CuteAtomField *cuteAtomFieldOf(MlirAttribute a) {
  MlirStringRef family, value;
  if (!nvgpuAttr(a, &family, &value))
    return NULL;
  for (size_t i = 0; i < sizeof kFields / sizeof *kFields; ++i)
    if (refIs(family, kFields[i].attr) && refIs(value, kFields[i].name))
      return &kFields[i];
  return NULL;
}

/* The atom an operand carries: its own, or a tiled MMA's. */
static const CuteAtom *atomOf(const CuteTyped *t) {
  return cuteKindIsAtom(t->kind) || t->kind == CUTE_TYPE_TILED_MMA ? t->atom
                                                                   : NULL;
}

static const char *describe(const CuteInferArgs *in, const CuteTyped *t) {
  const char *s = cuteTypedDescribe(in->arena, t);
  return s ? s : "?";
}

/* The op's field property, checked against the atom of operand 0. */
static CuteStatus readField(const CuteInferArgs *in, const CuteAtomField **f,
                            CuteError *err) {
  MlirAttribute a = mlirOperationGetAttributeByName(
      in->op, mlirStringRefCreateFromCString("field"));
  *f = cuteAtomFieldOf(a);
  if (!*f)
    return cuteErrorSet(err, in->name, -1,
                        "the property 'field' must be one of the atom fields "
                        "#cute_nvgpu.atom_copy_field_tmaload<tma_bar | "
                        "mcast_mask | cache_policy | tma_descriptor_ptr>, "
                        "#cute_nvgpu.atom_copy_field_tmastore<cache_policy | "
                        "tma_descriptor_ptr> or "
                        "#cute_nvgpu.atom_mma_field_sm90<accum_c>");
  const CuteAtom *at = atomOf(&in->operands[0]);
  if (!at || at->kind != (*f)->atom ||
      (in->operands[0].kind == CUTE_TYPE_TILED_MMA &&
       at->kind != CUTE_ATOM_SM90_MMA)) {
    const char *want = (*f)->atom == CUTE_ATOM_SM90_MMA
                           ? "an sm90.mma atom or a tiled MMA of one"
                       : (*f)->atom == CUTE_ATOM_TMA_LOAD
                           ? "an executable TMA load (atom.tma_load, made by "
                             "make_exec_tma)"
                           : "an executable TMA store (atom.tma_store, made "
                             "by make_exec_tma)";
    return cuteErrorSet(err, in->name, 0,
                        "operand #0 (atom): field %s.%s belongs to %s, got %s",
                        (*f)->attr, (*f)->name, want,
                        describe(in, &in->operands[0]));
  }
  /* A mask set on a load that does not multicast would be ignored;
   * reading it gives 0 (NVIDIA's expanded copies read it of every load). */
  if ((*f)->kind == CUTE_FIELD_I16 && !at->mcast &&
      in->id == CUTE_OP_atom_set_value)
    return cuteErrorSet(err, in->name, 0,
                        "operand #0 (atom): mcast_mask is set only on a "
                        "multicast TMA load (mcast = true), got %s",
                        describe(in, &in->operands[0]));
  return CUTE_OK;
}

/* The value type a field holds, as get_value gives it. */
static void fieldType(const CuteInferArgs *in, const CuteAtomField *f,
                      CuteTyped *t) {
  memset(t, 0, sizeof *t);
  MlirContext ctx = mlirOperationGetContext(in->op);
  switch (f->kind) {
  case CUTE_FIELD_I1:
    t->intWidth = 1;
    return;
  case CUTE_FIELD_I16:
    t->intWidth = 16;
    return;
  case CUTE_FIELD_I64:
    t->intWidth = 64;
    return;
  case CUTE_FIELD_MBAR_PTR:
  case CUTE_FIELD_DESC_PTR:
    t->kind = CUTE_TYPE_PTR;
    t->elem = mlirIntegerTypeGet(ctx, 64);
    t->elemBits = 64;
    t->space = f->kind == CUTE_FIELD_MBAR_PTR ? CUTE_SPACE_SMEM
                                              : CUTE_SPACE_GENERIC;
    t->align = f->kind == CUTE_FIELD_MBAR_PTR ? 8 : 64;
    return;
  }
}

/* The value operand of set_value against the field. */
static CuteStatus checkValue(const CuteInferArgs *in, const CuteAtomField *f,
                             CuteError *err) {
  const CuteTyped *v = &in->operands[1];
  unsigned width = cuteInferIntWidth(v);
  bool ok;
  const char *want;
  switch (f->kind) {
  case CUTE_FIELD_I1:
    ok = width == 1, want = "i1";
    break;
  case CUTE_FIELD_I16:
    ok = width == 16, want = "i16 (a bit per CTA of the cluster)";
    break;
  case CUTE_FIELD_I64:
    ok = width == 64, want = "i64 (an L2 cache policy)";
    break;
  case CUTE_FIELD_MBAR_PTR:
    ok = v->kind == CUTE_TYPE_PTR && v->space == CUTE_SPACE_SMEM &&
         v->elemBits == 64 && mlirTypeIsAInteger(v->elem) && !v->ptrSwizzled &&
         v->align >= 8;
    want = "an mbarrier, !cute.ptr<i64, smem> (8-byte aligned, not swizzled)";
    break;
  default:
    ok = v->kind == CUTE_TYPE_PTR && !v->ptrSwizzled && v->align >= 64 &&
         (v->space == CUTE_SPACE_GMEM || v->space == CUTE_SPACE_GENERIC);
    want = "a TMA descriptor's address, a gmem or generic !cute.ptr aligned "
           "to 64 bytes";
  }
  if (ok)
    return CUTE_OK;
  return cuteErrorSet(err, in->name, 1,
                      "operand #1 (value): field %s holds %s, got %s", f->name,
                      want, describe(in, v));
}

CuteStatus cuteInferSetValue(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  const CuteAtomField *f;
  if (readField(in, &f, err) != CUTE_OK || checkValue(in, f, err) != CUTE_OK ||
      cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0] = in->operands[0]; /* the atom keeps its type */
  out->types[0].type = (MlirType){NULL};
  return CUTE_OK;
}

CuteStatus cuteInferGetValue(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  const CuteAtomField *f;
  if (readField(in, &f, err) != CUTE_OK ||
      cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  fieldType(in, f, &out->types[0]);
  return CUTE_OK;
}

/*===--- make_exec_tma, prefetch_tma_desc ------------------------------------===*/

static CuteStatus needTma(const CuteInferArgs *in, unsigned i, bool nonExec,
                          CuteError *err) {
  const CuteAtom *at = in->operands[i].atom;
  if (cuteAtomIsTma(at) && (!nonExec || !cuteAtomIsTmaExec(at)))
    return CUTE_OK;
  return cuteErrorSet(err, in->name, (int)i,
                      "operand #%u must be a %sTMA atom, got %s", i,
                      nonExec ? "non-executable " : "",
                      describe(in, &in->operands[i]));
}

/* The executable atom of a non-executable one: its fields (mbarrier,
 * multicast mask, cache policy) unset, num_cta 1 (the CTA group; 2 is
 * Blackwell's), mcast for the multicast kind. */
CuteStatus cuteInferMakeExecTma(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  if (needTma(in, 0, true, err) != CUTE_OK ||
      cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteAtom *ne = in->operands[0].atom;
  CuteAtom *at = cuteArenaAlloc(in->arena, sizeof *at);
  if (!at)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  *at = *ne;
  bool load = ne->kind == CUTE_ATOM_TMA_LOAD_NONEXEC;
  at->kind = load ? CUTE_ATOM_TMA_LOAD : CUTE_ATOM_TMA_STORE;
  at->tmaFormat = -1;
  at->numCta = 1;
  at->mcast = load && ne->tmaKind == CUTE_TMA_SM90_MULTICAST;
  memset(&out->types[0], 0, sizeof out->types[0]);
  out->types[0].kind = CUTE_TYPE_COPY_ATOM;
  out->types[0].atom = at;
  return CUTE_OK;
}

CuteStatus cuteInferPrefetchTmaDesc(const CuteInferArgs *in,
                                    CuteInferred *out, CuteError *err) {
  if (needTma(in, 0, false, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferResults(in, out, 0, err);
}

/*===--- make_non_exec_tiled_tma_load / _store -------------------------------===*/

/* The format the op's `tma_format` property names (-1: none given). */
static CuteStatus readFormat(const CuteInferArgs *in, MlirType val, int *out,
                             CuteError *err) {
  MlirAttribute a = mlirOperationGetAttributeByName(
      in->op, mlirStringRefCreateFromCString("tma_format"));
  *out = cuteTmaDefaultFormat(val);
  if (mlirAttributeIsNull(a))
    return CUTE_OK;
  MlirStringRef family, value;
  if (nvgpuAttr(a, &family, &value) && refIs(family, "tma_data_format"))
    for (int f = 0; cuteTmaFormatName(f); ++f)
      if (refIs(value, cuteTmaFormatName(f)) && cuteTmaFormatFits(f, val)) {
        *out = f;
        return CUTE_OK;
      }
  return cuteErrorSet(err, in->name, -1,
                      "the property 'tma_format' must be a "
                      "#cute_nvgpu.tma_data_format<F> that moves the gmem "
                      "tensor's %u-bit values",
                      cuteAtomTypeBits(val));
}

/* The load's kind property, #cute_nvgpu.tiled_tma_load<sm_90 |
 * sm_90_multicast>. */
static CuteStatus readKind(const CuteInferArgs *in, CuteTmaKind *kind,
                           CuteError *err) {
  MlirAttribute a = mlirOperationGetAttributeByName(
      in->op, mlirStringRefCreateFromCString("kind"));
  MlirStringRef family, value;
  if (nvgpuAttr(a, &family, &value) && refIs(family, "tiled_tma_load") &&
      (refIs(value, "sm_90") || refIs(value, "sm_90_multicast"))) {
    *kind = refIs(value, "sm_90") ? CUTE_TMA_SM90 : CUTE_TMA_SM90_MULTICAST;
    return CUTE_OK;
  }
  return cuteErrorSet(err, in->name, -1,
                      "the property 'kind' must be "
                      "#cute_nvgpu.tiled_tma_load<sm_90> or "
                      "#cute_nvgpu.tiled_tma_load<sm_90_multicast>");
}

/* The zero tuple of the TMA coordinates (the TMA tensor's base). */
static const CuteNode *zeros(CuteArena *a, unsigned n) {
  const CuteNode *z[8];
  for (unsigned i = 0; i < n && i < 8; ++i)
    z[i] = cuteIntGet(a, 0);
  return cuteTupleGet(a, z, n);
}

/* make_non_exec_tiled_tma_load/store(gmem, smem_layout, cta_v_map): the
 * atom (the gmem basis of CuTe's construct_tma_gbasis, the box's bits,
 * the format) and the TMA tensor. */
CuteStatus cuteInferMakeNonExecTma(const CuteInferArgs *in, CuteInferred *out,
                                   CuteError *err) {
  bool load = in->id == CUTE_OP_atom_make_non_exec_tiled_tma_load;
  const CuteTyped *g = &in->operands[0], *s = &in->operands[1];
  CuteAtom *at = cuteArenaAlloc(in->arena, sizeof *at);
  if (!at)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  memset(at, 0, sizeof *at);
  at->kind = load ? CUTE_ATOM_TMA_LOAD_NONEXEC : CUTE_ATOM_TMA_STORE_NONEXEC;
  at->val = g->elem;
  at->valBits = g->elemBits;
  if (g->space != CUTE_SPACE_GMEM || cuteTmaDefaultFormat(g->elem) < 0)
    return cuteErrorSet(err, in->name, 0,
                        "operand #0 (gmem) must be a gmem tensor of values "
                        "TMA moves, got %s",
                        describe(in, g));
  if ((load && readKind(in, &at->tmaKind, err) != CUTE_OK) ||
      readFormat(in, g->elem, &at->tmaFormat, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteLayout smem = cuteTypedLayout(s), tensor;
  if (cuteTmaGbasis(in->arena, cuteTypedLayout(g), smem,
                    in->operands[2].value.layout, &at->gbasis, err) != CUTE_OK ||
      cuteTmaTensorLayout(in->arena, cuteTypedLayout(g), at->gbasis, &tensor,
                          err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteNode *size;
  if (cuteLayoutSize(in->arena, at->gbasis, &size, err) != CUTE_OK)
    return CUTE_ERROR;
  at->bits = (unsigned)(size->value * at->valBits);
  if (cuteInferResults(in, out, 2, err) != CUTE_OK)
    return CUTE_ERROR;
  memset(out->types, 0, 2 * sizeof *out->types);
  out->types[0].kind = CUTE_TYPE_COPY_ATOM;
  out->types[0].atom = at;
  out->types[1].kind = CUTE_TYPE_COORD_TENSOR;
  out->types[1].base = zeros(in->arena, cuteNodeRank(at->gbasis.shape));
  out->types[1].value = cuteValueFromLayout(tensor);
  return out->types[1].base ? CUTE_OK
                            : cuteErrorSet(err, in->name, -1, "out of memory");
}

/*===--- tma_partition ------------------------------------------------------===*/

/* True when every leaf of n is static 0. */
static bool allZero(const CuteNode *n) {
  if (n->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < n->count; ++i)
      if (!allZero(n->u.elems[i]))
        return false;
    return true;
  }
  return n->kind == CUTE_NODE_INT && n->value == 0;
}

/* The offset of a coordinate tensor's partition as a tuple of its base's
 * rank (the TMA coordinates past those mode 0 moves stay). */
static const CuteNode *padOffset(CuteArena *a, const CuteNode *off,
                                 unsigned rank) {
  const CuteNode *e[8];
  unsigned n = cuteNodeRank(off);
  if (rank > 8 || n > rank)
    return NULL;
  for (unsigned i = 0; i < rank; ++i)
    e[i] = i < n ? cuteNodeGet(off, i) : cuteIntGet(a, 0);
  return cuteTupleGet(a, e, rank);
}

/* One tensor (smem or a target) partitioned into result `r`. */
static CuteStatus partitionOne(const CuteInferArgs *in, unsigned i,
                               CuteLayout smem0, int64_t numVal,
                               CuteTyped *r, CuteError *err) {
  const CuteTyped *t = &in->operands[i];
  CuteLayout l;
  const CuteNode *off;
  if (cuteTmaPartition(in->arena, smem0, numVal, in->operands[2].value.layout,
                       in->operands[1].value.node, cuteTypedLayout(t), &l,
                       &off, err) != CUTE_OK)
    return CUTE_ERROR;
  if (allZero(off))
    off = NULL;
  else if (t->kind == CUTE_TYPE_COORD_TENSOR &&
           !(off = padOffset(in->arena, off, cuteNodeRank(t->base))))
    return cuteErrorSet(err, in->name, (int)i,
                        "the multicast offset does not fit the tensor's "
                        "coordinates");
  CuteInferred one;
  if (cuteInferTensorMoved(in, &one, t, l, off, err) != CUTE_OK)
    return CUTE_ERROR;
  *r = one.types[0];
  return CUTE_OK;
}

/* tma_partition(atom, cta_coord, cta_layout, smem, tensors...) ->
 * (smem', tensors'...): each ((TMA, TMA_Iter), Rest...) (CuTe's
 * tma_partition, cuteTmaPartition). */
CuteStatus cuteInferTmaPartition(const CuteInferArgs *in, CuteInferred *out,
                                 CuteError *err) {
  const CuteTyped *s = &in->operands[3];
  if (needTma(in, 0, false, err) != CUTE_OK)
    return CUTE_ERROR;
  if (s->space != CUTE_SPACE_SMEM)
    return cuteErrorSet(err, in->name, 3,
                        "operand #3 (smem_tensor) must be in smem, got %s",
                        describe(in, s));
  if (!cuteNodeIsStatic(in->operands[2].value.layout.shape) ||
      !cuteNodeIsStatic(in->operands[2].value.layout.stride))
    return cuteErrorSet(err, in->name, 2,
                        "operand #2 (cta_layout) must be static");
  CuteLayout sl = cuteTypedLayout(s);
  CuteLayout smem0 = {cuteNodeGet(sl.shape, 0), cuteNodeGet(sl.stride, 0)};
  int64_t numVal = cuteTmaBoxValues(in->operands[0].atom);
  const CuteNode *want, *got;
  if (cuteTupleProduct(in->arena, smem0.shape, &want, err) != CUTE_OK ||
      cuteInferResults(in, out, in->numOperands - 3, err) != CUTE_OK)
    return CUTE_ERROR;
  for (unsigned i = 3; i < in->numOperands; ++i) {
    CuteLayout li = cuteTypedLayout(&in->operands[i]);
    if (cuteTupleProduct(in->arena, cuteNodeGet(li.shape, 0), &got, err) !=
        CUTE_OK)
      return CUTE_ERROR;
    if (!cuteNodeEqual(got, want))
      return cuteErrorSet(err, in->name, (int)i,
                          "operand #%u: mode 0 (the TMA tile) must have the "
                          "smem tensor's size, %lld, got %s",
                          i, (long long)want->value,
                          cuteValueToString(in->arena, cuteValueFromNode(got)));
    if (partitionOne(in, i, smem0, numVal, &out->types[i - 3], err) != CUTE_OK)
      return CUTE_ERROR;
  }
  return CUTE_OK;
}
