/* Lowering of the atom ops (docs/atoms.md): make_atom makes no value (an
 * atom is all in its type). The atom calls, one application of one atom,
 * come next. */
#include "lower.h"

/*===--- cute.make_atom ---------------------------------------------------===*/

/* An atom is its type: the op makes no value (ATOMS_GEMM.md 3.1). */
MlirLogicalResult cuteLowerMakeAtom(CuteLowering *l, MlirOperation op) {
  MlirValue r = mlirOperationGetResult(op, 0);
  const CuteTyped *t = cuteLowerType(l, mlirValueGetType(r));
  if (!t)
    return mlirLogicalResultFailure();
  if (t->atom && t->atom->kind == CUTE_ATOM_SM90_MMA)
    return cuteLowerError(l, "sm90.mma (wgmma) atoms cannot be lowered yet: "
                             "their lowering comes with wgmma");
  if (!cuteValueMapSet(l->map, r, NULL, 0))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}

MlirLogicalResult cuteLowerCopyAtomCall(CuteLowering *l, MlirOperation op) {
  (void)op;
  return cuteLowerError(l, "not lowered yet");
}

MlirLogicalResult cuteLowerMmaAtomCall(CuteLowering *l, MlirOperation op) {
  (void)op;
  return cuteLowerError(l, "not lowered yet");
}
