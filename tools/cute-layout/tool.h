/* cute-layout: internal interface shared by the tool's files. Each file has
 * one job: main.c (command line), lineio.c (reading lines of any length),
 * eval.c (one case -> result text), batch.c, check.c, grid.c (a layout as
 * a table of values), print_table.c, svg.c, atom_cmds.c (the commands that
 * take atoms), atom_parse.c (an atom's traits, through the dialect; without
 * MLIR atom_parse_none.c). */
#ifndef CUTE_LAYOUT_TOOL_H
#define CUTE_LAYOUT_TOOL_H

#include "cute-c/Algebra.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Exit statuses: 0 success, 1 an error or a failed check, 2 a usage error. */
enum { TOOL_EXIT_OK = 0, TOOL_EXIT_ERROR = 1, TOOL_EXIT_USAGE = 2 };

/* Most bytes one computation may allocate; hostile inputs fail cleanly. */
#define TOOL_ARENA_LIMIT ((size_t)512 << 20)
/* Most cells a table or picture may have. */
#define TOOL_MAX_CELLS ((int64_t)1 << 20)

/*--- lineio.c ---*/

/* Reads lines of any length from a stream into one growing buffer. */
typedef struct ToolLineReader {
  FILE *in;
  char *buf;
  size_t cap;
  unsigned long lineNo; /* 1-based number of the last line read */
} ToolLineReader;

void toolLineReaderInit(ToolLineReader *r, FILE *in);
void toolLineReaderFree(ToolLineReader *r);
/* Reads the next line without its "\n" (or "\r\n"). Returns 1 and sets
 * *line / *len, 0 at end of input, -1 when out of memory. The line is
 * NUL-terminated and stays valid until the next call. */
int toolReadLine(ToolLineReader *r, char **line, size_t *len);
/* True for lines the conformance format ignores: empty or starting '#'. */
bool toolLineIsIgnored(const char *line);

/* Fields of a line split in place at tabs. */
typedef struct ToolFields {
  char **v;
  unsigned n, cap;
} ToolFields;

void toolFieldsFree(ToolFields *f);
/* Splits `line` at tabs (writing NULs into it). false when out of memory. */
bool toolSplitTabs(char *line, ToolFields *f);

/*--- eval.c ---*/

/* Prints "cute-layout: error: <err>" on stderr. */
void toolReportError(const CuteError *err);
/* Evaluates op(args) and prints the canonical result into the arena.
 * Returns NULL on error (err filled). */
const char *toolEvalToString(CuteArena *a, const char *op, unsigned nargs,
                             const char *const *args, CuteError *err);
/* Creates an arena with the tool's limit; reports and returns NULL when
 * out of memory. */
CuteArena *toolArenaCreate(void);

/*--- atom_cmds.c, atom_parse.c ---*/

/* An atom read from NVIDIA's type spelling: its CuTe traits. */
typedef struct ToolAtom {
  bool mma;
  CuteCopyAtomTraits copy;     /* copy atoms */
  CuteMmaAtomTraits mmaTraits; /* MMA atoms */
} ToolAtom;

/* Reads `text` (`sm80.mma<16x8x16, elem_type = (f16, f16, f32) >`, with or
 * without `!cute_nvgpu.`) into *out. */
CuteStatus toolParseAtom(CuteArena *a, const char *text, ToolAtom *out,
                         CuteError *err);
/* The commands that take atoms (tiled_copy_tv, tiled_mma_tv, ...): false
 * when `op` is none of them, else its operand counts. */
bool toolAtomOpArity(const char *op, unsigned *minArgs, unsigned *maxArgs);
/* Name of command i, NULL past the last. */
const char *toolAtomOpName(unsigned i);
/* Evaluates one into the arena's text; NULL on error (err filled). */
const char *toolAtomEval(CuteArena *a, const char *op, unsigned nargs,
                         const char *const *args, CuteError *err);

/*--- batch.c, check.c ---*/

/* --batch: one result line per case line of `in`. Returns an exit status. */
int toolRunBatch(FILE *in, FILE *out);
/* --check: runs the conformance file at `path` ("-" = stdin). */
int toolRunCheck(const char *path, FILE *out);

/*--- grid.c ---*/

/* A layout seen as an M x N table (rank-1 layouts are (M,1); each top mode
 * is indexed by its 1-D index). Cell (m, n) holds the text of l(m, n). */
typedef struct ToolGrid {
  int64_t rows, cols;
  const char **cells; /* rows * cols texts, row-major */
  int64_t *values;    /* the integers, when allInt */
  bool allInt;
  size_t width; /* widest cell text */
} ToolGrid;

/* Parses and tabulates `text`. Errors name `what` (the command). */
CuteStatus toolGridFromText(CuteArena *a, const char *what, const char *text,
                            CuteLayout *layout, ToolGrid *g, CuteError *err);
/* Tabulates a layout already read. */
CuteStatus toolGridFromLayout(CuteArena *a, const char *what, CuteLayout l,
                              ToolGrid *g, CuteError *err);
/* Size of a static int tuple as an int64_t, or an error naming `what`. */
CuteStatus toolStaticSize(CuteArena *a, const char *what, const CuteNode *shape,
                          int64_t *out, CuteError *err);
/* Evaluates l at the coordinate (i) or (i, j) (j < 0: rank-1 form). */
CuteStatus toolEvalAt(CuteArena *a, CuteLayout l, int64_t i, int64_t j,
                      const CuteNode **out, CuteError *err);

/*--- print_table.c, svg.c ---*/

/* `print LAYOUT`: CuTe's print_layout table. */
int toolRunPrint(const char *layoutText, FILE *out);
/* `svg LAYOUT`: the layout's table as an SVG picture. */
int toolRunSvg(const char *layoutText, FILE *out);
/* `svg-tv THR VAL`: the TV layout of make_layout_tv(THR, VAL) as SVG;
 * `svg-tv TILER TV` (THR starting with `[`): the TV layout given. */
int toolRunSvgTV(const char *thrText, const char *valText, FILE *out);
/* `svg-smem BITS LAYOUT`: where a shared-memory layout (plain, or composed
 * with a swizzle) puts each element: its offset and the 16-byte chunk of
 * its 128-byte row. */
int toolRunSvgSmem(const char *bitsText, const char *layoutText, FILE *out);

#endif /* CUTE_LAYOUT_TOOL_H */
