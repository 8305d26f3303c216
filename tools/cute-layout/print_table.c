/* `print LAYOUT`: CuTe's print_layout table. Same geometry as CuTe: the
 * layout on the first line, a header of column indices, each cell
 * "| v " with v right-aligned in num_digits(cosize) columns, rows of
 * "+----" separators and "%2d  " row indices. */
#include "tool.h"

#include <string.h>

static int numDigits(int64_t x) {
  int d = 1;
  for (; x >= 10; x /= 10)
    d++;
  return d;
}

/* CuTe sizes cells from the cosize; wider values (negative or basis
 * strides, which CuTe cannot print) widen the cell instead of breaking
 * the grid. */
static int cellWidth(CuteArena *a, CuteLayout l, const ToolGrid *g) {
  int w = (int)g->width;
  const CuteNode *cosize;
  CuteError ignored;
  if (cuteLayoutCosize(a, l, &cosize, &ignored) == CUTE_OK &&
      cosize->kind == CUTE_NODE_INT && numDigits(cosize->value) > w)
    w = numDigits(cosize->value);
  return w;
}

static void separator(FILE *out, int64_t cols, int w) {
  fputs("    ", out);
  for (int64_t n = 0; n < cols; n++) {
    fputc('+', out);
    for (int i = 0; i < w + 2; i++)
      fputc('-', out);
  }
  fputs("+\n", out);
}

static void printTable(FILE *out, const char *title, const ToolGrid *g,
                       int w) {
  fprintf(out, "%s\n    ", title);
  for (int64_t n = 0; n < g->cols; n++)
    fprintf(out, "  %*lld ", w, (long long)n);
  fputc('\n', out);
  for (int64_t m = 0; m < g->rows; m++) {
    separator(out, g->cols, w);
    fprintf(out, "%2lld  ", (long long)m);
    for (int64_t n = 0; n < g->cols; n++)
      fprintf(out, "| %*s ", w, g->cells[m * g->cols + n]);
    fputs("|\n", out);
  }
  separator(out, g->cols, w);
}

int toolRunPrint(const char *layoutText, FILE *out) {
  CuteArena *a = toolArenaCreate();
  if (!a)
    return TOOL_EXIT_ERROR;
  CuteError err;
  memset(&err, 0, sizeof err);
  CuteLayout l;
  ToolGrid g;
  int status = TOOL_EXIT_OK;
  const char *title;
  if (toolGridFromText(a, "print", layoutText, &l, &g, &err) != CUTE_OK) {
    toolReportError(&err);
    status = TOOL_EXIT_ERROR;
  } else if (!(title = cuteValueToString(a, cuteValueFromLayout(l)))) {
    fprintf(stderr, "cute-layout: error: out of memory\n");
    status = TOOL_EXIT_ERROR;
  } else {
    printTable(out, title, &g, cellWidth(a, l, &g));
  }
  cuteArenaDestroy(a);
  return status;
}
