/* cute-translate --mlir-to-c-object (docs/aot.md): an object file with the
 * compiled image, its ABI text and one C launcher per kernel, and the C
 * header that declares them. c_args.c reads the mode's options,
 * c_names.c the kernels' argument names from the source, c_model.c turns
 * the ABI into C functions, c_header.c writes the header, c_emit.c the
 * object (LLVM C API), c_object.c runs them. */
#ifndef CUTE_TRANSLATE_C_OBJECT_H
#define CUTE_TRANSLATE_C_OBJECT_H

#include "tool_io.h"
#include "translate.h"

#include "cute-c/RuntimeAot.h"
#include "str_buf.h"

#include <stdarg.h>

/* ---- c_args.c ----------------------------------------------------------*/

/* The mode's own options (--header-out=, --c-prefix=, --embed=,
 * --c-target-triple=): 1 when `name` is none of them, else 0 or a usage
 * error's exit status. */
int trCObjectOption(int argc, char **argv, int *i, const char *name,
                    TrOptions *o);

/* The format to compile to: the mode's, or --embed='s for c-object. */
CuteGpuFormat trCompileFormat(const TrOptions *o);

/* --mlir-to-c-object's checks of the command line (an object file, a
 * header path); 0 or a usage error's exit status. */
int trCObjectCheck(const TrOptions *o);

/* ---- c_names.c ---------------------------------------------------------*/

/* The names the source gives each kernel's arguments (`%a` of
 * `gpu.func @k(%a: ...)`, or a NameLoc), NULL where it gives none. */
typedef struct TrKernelNames {
  char *kernel;
  size_t numArgs;
  char **names;
} TrKernelNames;

typedef struct TrArgNames {
  size_t numKernels;
  TrKernelNames *kernels;
} TrArgNames;

/* Read before compiling (lowering drops the gpu.funcs). NULL when out of
 * memory; names are only labels, so nothing else fails. */
TrArgNames *trCollectArgNames(MlirModule module, const OptSource *src);
void trFreeArgNames(TrArgNames *names);
/* The kernel's names, or NULL. */
const TrKernelNames *trKernelNames(const TrArgNames *names, const char *kernel);

/* ---- c_model.c ---------------------------------------------------------*/

/* One C parameter of a launcher. */
typedef struct TrCParam {
  CuteRtAotParam form;
  CuteRtScalarType scalar; /* SCALAR */
  bool leaves;             /* MEMREF: the second parameter, `NAME_leaves` */
} TrCParam;

/* One kernel's launchers. */
typedef struct TrCKernel {
  char *cname;      /* prefix + kernel name: the launcher */
  const char *name; /* the kernel's, owned by the ABI */
  uint32_t index;
  size_t numArgs;
  TrCParam *params; /* one per ABI argument */
  char **argNames;  /* C names, one per argument */
  char **srcNames;  /* the source's names (or NULL each), for messages */
  bool hasTensor;   /* a `_dl` launcher too */
  CuteRtAbiKernel abi;
} TrCKernel;

typedef struct TrCObject {
  const char *source; /* the input's name */
  const char *prefix;
  const char *chip;     /* for the header's comment */
  CuteGpuFormat format; /* of the image */
  MlirStringRef image, abiText;
  CuteRtAbi abi;
  size_t numKernels;
  TrCKernel *kernels;
} TrCObject;

/* Reads the ABI text and plans the launchers; false after printing why
 * (an ABI the runtime refuses, a kernel name that is no C identifier,
 * two launchers of one name). */
bool trCObjectBuild(TrCObject *obj, const TrArgNames *names);
void trCObjectFree(TrCObject *obj);

/* The C type of a scalar parameter ("int32_t", ...). */
const char *trCScalarType(CuteRtScalarType t);

/* ---- c_header.c, c_emit.c ----------------------------------------------*/

/* The header declaring the launchers; `guard` is its include guard. */
void trCHeaderWrite(const TrCObject *obj, const char *guard, CuteStrBuf *out);

/* The object file for `triple` (NULL: this host's) in *out; false after
 * printing why. */
bool trCEmitObject(const TrCObject *obj, const char *triple, CuteStrBuf *out);

/* printf into a growing buffer. */
void trBufPrintf(CuteStrBuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* ---- c_object.c --------------------------------------------------------*/

/* Writes the object (-o) and its header (--header-out) for the compile
 * result; false after printing why, leaving neither file behind. */
bool trWriteCObject(const TrOptions *o, CuteCompileResult r,
                    const TrArgNames *names);

#endif
