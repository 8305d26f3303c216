/* Internal interface of lib/Conversion: the passes' transforms and the
 * textual pipeline parser's syntax tree. Users see include/cute-c/Passes.h. */
#ifndef CUTE_CONVERSION_INTERNAL_H
#define CUTE_CONVERSION_INTERNAL_H

#include "cute-c/Passes.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include "message.h"
#include "option_list.h"

#include <stdbool.h>
#include <stddef.h>

/* cute-fold-static on the IR under `op` (fold_static.c): fully static cute
 * results become cute.static, dead pure cute ops are erased. Runs
 * cuteVerifyModule first and fails (changing nothing) when it fails; fails
 * also when out of memory, with a diagnostic at op. */
MlirLogicalResult cuteFoldStatic(MlirOperation op);
/* cute-desugar (desugar.c): cute.copy and cute.gemm into atom calls. */
MlirLogicalResult cuteDesugar(MlirOperation root);
/* cute-to-base's first step (fragment_loops.c): scf.for loops with
 * constant bounds that index register fragments get LLVM's full-unroll
 * annotation. */
void cuteMarkFragmentLoops(MlirOperation root);
/* cute-attach-grid-constants (grid_constant.c): TMA descriptor arguments
 * as 128-byte grid-constant parameters. */
MlirLogicalResult cuteAttachGridConstants(MlirOperation root);
/* cute-gpu-asserts (gpu_asserts.c): cf.assert in device code as a trap,
 * left for MLIR's __assertfail, or erased. */
MlirLogicalResult cuteGpuAsserts(MlirOperation root, CuteGpuAssertions mode);
/* cute-mbarrier-wait-loops (mbarrier_waits.c): constant suspend-time
 * hints of shared-memory mbarrier waits as immediates in inline PTX. */
MlirLogicalResult cuteMbarrierWaitLoops(MlirOperation root);
/* cute-barrier-asm (barrier_asm.c): CTA barriers written in inline PTX
 * as nvvm.barrier, whose intrinsic LLVM keeps convergent. */
MlirLogicalResult cuteBarrierAsm(MlirOperation root);

/*===--- Helpers of the standalone rewriting passes -----------------------===*/

/* Ops found in a walk, rewritten after it (op_list.c). Zero-initialise;
 * cuteOpListPush returns false when memory runs out. */
typedef struct CuteOpList {
  MlirOperation *ops;
  size_t count, cap;
} CuteOpList;
bool cuteOpListPush(CuteOpList *l, MlirOperation op);
/* Appends, in pre-order, every op at or under `root` for which
 * want(op, ctx) holds; false when memory runs out. */
bool cuteOpListCollect(CuteOpList *l, MlirOperation root,
                       bool (*want)(MlirOperation op, void *ctx), void *ctx);
void cuteOpListFree(CuteOpList *l);
/* Whether op's name is `name` ("gpu.module", "llvm.inline_asm", ...). */
bool cuteOpIsNamed(MlirOperation op, const char *name);
/* A pass that rewrites each op want(op, NULL) picks under `root`, in
 * pre-order, after the walk; failure (an error naming `pass` at root)
 * only when memory runs out. */
MlirLogicalResult cuteOpListRewrite(MlirOperation root, const char *pass,
                                    bool (*want)(MlirOperation op, void *ctx),
                                    void (*rewrite)(MlirOperation op));

/* `llvm.inline_asm has_side_effects "ptx", "constraints"` of the n
 * operands, no result, at `loc`, inserted before `before`
 * (inline_ptx.c). */
void cuteInsertInlinePtx(MlirOperation before, MlirLocation loc,
                         const char *ptx, const char *constraints, intptr_t n,
                         const MlirValue *operands);

/*===--- Pipeline syntax tree (pipeline_parse.c) --------------------------===*/

/* Bounds that keep a hostile pipeline string from exhausting the stack or
 * memory. */
#define CUTE_PIPE_MAX_DEPTH 32
#define CUTE_PIPE_MAX_ELEMS 4096

/* One element: a pass (`name` or `name{options}`) or an anchor
 * (`op.name(children)`). Elements of a list are chained by `next`; -1
 * ends a chain. Strings point into the parsed text. */
typedef struct CutePipeElem {
  bool isAnchor;
  bool hasOptions;
  MlirStringRef name;    /* pass or op name */
  MlirStringRef text;    /* the pass as written: name and `{...}` */
  MlirStringRef options; /* between the braces */
  size_t column;         /* 1-based column of the name */
  int firstChild;        /* anchors: first element inside the parentheses */
  int next;
} CutePipeElem;

typedef struct CutePipeline {
  CutePipeElem *elems; /* malloc'd; cutePipelineFree releases it */
  int count;
  size_t cap;
  int first; /* first top-level element, -1 for an empty pipeline */
} CutePipeline;

/* Parses `text` into `out`. On failure writes a message naming the
 * offending element and its column into err (capacity errCap) and
 * returns false; `out` must still be freed. */
bool cutePipelineParse(MlirStringRef text, CutePipeline *out, char *err,
                       size_t errCap);
void cutePipelineFree(CutePipeline *p);

/* True when `name` is one of our passes (passes.c). */
bool cuteIsOurPass(MlirStringRef name);
/* True when our pass `name` takes options (cute-gpu-asserts). */
bool cutePassTakesOptions(MlirStringRef name);
/* Our pass `name` with `options`, the text between its braces
 * (`mode=off`); a null pass after a message that starts with the pass's
 * name when an option is unknown, repeated or its value refused. */
MlirPass cuteCreatePassWithOptions(MlirStringRef name, MlirStringRef options,
                                   const CuteMessageSink *e);

/* The op name pm is anchored on (`builtin.module`, `any`, ...), from its
 * printed form (pipeline_build.c). */
void cutePassManagerAnchor(MlirOpPassManager pm, char *out, size_t cap);

/* True when `name` is one of our GPU pipelines, cute-to-nvvm, -ptx,
 * -cubin, -fatbin (pipeline_gpu.c). */
bool cuteIsOurPipeline(MlirStringRef name);

/* Adds our pipeline `name` with `options` (the text between its braces,
 * `chip=sm_90 features=+ptx80 opt-level=2 toolkit=PATH`) to pm, after
 * checking every option. On failure adds nothing and writes a message
 * that starts with the pipeline's name into err. */
bool cuteAddNamedPipeline(MlirOpPassManager pm, MlirStringRef name,
                          MlirStringRef options, char *err, size_t errCap);

#endif /* CUTE_CONVERSION_INTERNAL_H */
