/* Parser and printer: print(parse(s)) is canonical, parse(print(x)) == x,
 * and malformed or hostile text fails cleanly with a message quoting it. */
#include "test_util.h"

#include <stdlib.h>
#include <string.h>

typedef enum { K_TUPLE, K_LAYOUT, K_TILE, K_SWIZZLE, K_COMPOSED, K_ANY } Kind;

static const char *kindName[] = {"int tuple", "layout",   "tile",
                                 "swizzle",   "composed", "value"};

/* Parses with the parser of `kind` (cuteParseValue for K_ANY). */
static CuteStatus parseAs(Kind kind, const char *s, size_t len,
                          CuteValue *out, CuteError *e) {
  memset(out, 0, sizeof *out);
  CuteArena *a = tuArena;
  switch (kind) {
  case K_TUPLE:
    out->kind = CUTE_VAL_INT_TUPLE;
    return cuteParseIntTuple(a, s, len, &out->node, e);
  case K_LAYOUT:
    out->kind = CUTE_VAL_LAYOUT;
    return cuteParseLayout(a, s, len, &out->layout, e);
  case K_TILE:
    out->kind = CUTE_VAL_TILE;
    return cuteParseTile(a, s, len, &out->node, e);
  case K_SWIZZLE:
    out->kind = CUTE_VAL_SWIZZLE;
    return cuteParseSwizzle(s, len, &out->swizzle, e);
  case K_COMPOSED:
    out->kind = CUTE_VAL_COMPOSED;
    return cuteParseComposed(a, s, len, &out->composed, e);
  case K_ANY:
    return cuteParseValue(a, s, len, out, e);
  }
  return CUTE_ERROR;
}

/* print(parse(in)) == canon, parse(canon) == parse(in), and the guessing
 * parser agrees with the specific one. */
static void roundTrip(int line, Kind kind, const char *in, const char *canon) {
  CuteValue v, w, g;
  CuteError e = {0};
  char buf[TU_BUF];
  if (!tuCheck(parseAs(kind, in, strlen(in), &v, &e) == CUTE_OK, __FILE__,
               line, "parse %s '%s' failed: %s", kindName[kind], in,
               e.message))
    return;
  tuStr(v, buf);
  tuCheck(strcmp(buf, canon) == 0, __FILE__, line,
          "print(parse('%s')) = '%s', want '%s'", in, buf, canon);
  if (!tuCheck(parseAs(kind, buf, strlen(buf), &w, &e) == CUTE_OK,
               __FILE__, line, "reparse '%s' failed: %s", buf, e.message))
    return;
  tuCheck(tuValueEqual(v, w), __FILE__, line,
          "parse(print(x)) != x for '%s'", in);
  if (kind != K_TILE && parseAs(K_ANY, in, strlen(in), &g, &e) == CUTE_OK)
    tuCheck(tuValueEqual(v, g), __FILE__, line,
            "cuteParseValue('%s') differs from the %s parser", in,
            kindName[kind]);
}
#define RT(kind, in, canon) roundTrip(__LINE__, kind, in, canon)

/* The parse must fail; the message must quote `quote` (NULL: skip). */
static void bad(int line, Kind kind, const char *in, size_t len,
                const char *quote) {
  CuteValue v;
  CuteError e = {0};
  char what[300];
  snprintf(what, sizeof what, "parse %s '%.200s'", kindName[kind], in);
  CuteStatus st = parseAs(kind, in, len, &v, &e);
  tuExpectError(__FILE__, line, what, st, &e, NULL, quote);
}
#define BAD(kind, in) bad(__LINE__, kind, in, strlen(in), in)

static void testIntTuples(void) {
  RT(K_TUPLE, "5", "5");
  RT(K_TUPLE, "(5)", "(5)");
  RT(K_TUPLE, "((5))", "((5))");
  RT(K_TUPLE, "()", "()");
  RT(K_TUPLE, "-3", "-3");
  RT(K_TUPLE, "(2,(3,4),5)", "(2,(3,4),5)");
  RT(K_TUPLE, " ( 2 , 3 ) ", "(2,3)");
  RT(K_TUPLE, "?", "?");
  RT(K_TUPLE, "?{i64}", "?{i64}");
  RT(K_TUPLE, "?{div=16}", "?{div=16}");
  RT(K_TUPLE, "?{i64 div=4096}", "?{i64 div=4096}");
  RT(K_TUPLE, "?{div=1}", "?");
  RT(K_TUPLE, "(?,32)", "(?,32)");
  RT(K_TUPLE, "(?{div=8},(?{i64},4))", "(?{div=8},(?{i64},4))");
  RT(K_TUPLE, "_", "_");
  RT(K_TUPLE, "(_,2,(_,_))", "(_,2,(_,_))");
  RT(K_TUPLE, "9223372036854775807", "9223372036854775807");
  RT(K_TUPLE, "-9223372036854775808", "-9223372036854775808");
}

static void testBases(void) {
  RT(K_TUPLE, "1@0", "1@0");
  RT(K_TUPLE, "1@1@0", "1@1@0");
  RT(K_TUPLE, "3@2", "3@2");
  RT(K_TUPLE, "(1@0,(1@0@1,1@1@1),1@2)", "(1@0,(1@0@1,1@1@1),1@2)");
  RT(K_LAYOUT, "(4,2):(1@0,1@1)", "(4,2):(1@0,1@1)");
  /* 1@1@0 is basis 1 inside mode 0: modes are stored outermost first. */
  CuteError e = {0};
  const CuteNode *b;
  if (cuteParseIntTuple(tuArena, "1@1@0", 5, &b, &e) == CUTE_OK) {
    TU_CHECK(b->kind == CUTE_NODE_BASIS && b->depth == 2, "1@1@0 shape");
    TU_CHECK(b->u.modes[0] == 0 && b->u.modes[1] == 1,
             "1@1@0 modes are {%d,%d}, want {0,1}", b->u.modes[0],
             b->u.modes[1]);
  }
}

static void testLayouts(void) {
  RT(K_LAYOUT, "8:2", "8:2");
  RT(K_LAYOUT, "(2,3):(1,2)", "(2,3):(1,2)");
  RT(K_LAYOUT, "(2,(3,4)):(1,(2,6))", "(2,(3,4)):(1,(2,6))");
  RT(K_LAYOUT, "():()", "():()");
  RT(K_LAYOUT, "(5):(1)", "(5):(1)");
  RT(K_LAYOUT, "(4,8):(-1,4)", "(4,8):(-1,4)");
  RT(K_LAYOUT, "(?,4):(1,?)", "(?,4):(1,?)");
  RT(K_LAYOUT, "(?{div=16},?):(1,?{i64 div=4096})",
     "(?{div=16},?):(1,?{i64 div=4096})");
  RT(K_LAYOUT, " (2 ,3) : (1, 2) ", "(2,3):(1,2)");
}

static void testTiles(void) {
  RT(K_TILE, "[4:1;_;[3:1];2]", "[4:1;_;[3:1];2:1]");
  RT(K_TILE, "[1]", "[1:0]");
  RT(K_TILE, "[1;8]", "[1:0;8:1]");
  RT(K_TILE, "[(2,4):(1,2)]", "[(2,4):(1,2)]");
  RT(K_TILE, "[[3:1];4:1]", "[[3:1];4:1]");
  RT(K_TILE, "[_]", "[_]");
  RT(K_TILE, "4:1", "4:1");
  RT(K_TILE, "[2;(2,4):(1,2)]", "[2:1;(2,4):(1,2)]");
  RT(K_TILE, "[(2,4)]", "[(2,4):(1,2)]");
  RT(K_TILE, "[?:1;8:?]", "[?:1;8:?]");
  RT(K_ANY, "[4:1;_;[3:1];2]", "[4:1;_;[3:1];2:1]");
  /* A bare-int element is the same node as the layout it stands for. */
  CuteValue x = tuV("[2;1]"), y = tuV("[2:1;1:0]");
  TU_CHECK(tuValueEqual(x, y), "[2;1] != [2:1;1:0]");
}

static void testSwizzles(void) {
  RT(K_SWIZZLE, "S<3,4,3>", "S<3,4,3>");
  RT(K_SWIZZLE, "S<0,4,3>", "S<0,4,3>");
  RT(K_SWIZZLE, "S<2,0,-2>", "S<2,0,-2>");
  RT(K_COMPOSED, "S<3,4,3> o 0 o (8,8):(8,1)", "S<3,4,3> o 0 o (8,8):(8,1)");
  RT(K_COMPOSED, "S<2,3,3> o 32 o ((8,8),2):((8,1),64)",
     "S<2,3,3> o 32 o ((8,8),2):((8,1),64)");
  RT(K_COMPOSED, "8:2 o 1 o 4:1", "8:2 o 1 o 4:1");
  RT(K_COMPOSED, "S<3,4,3> o ? o (8,8):(8,1)", "S<3,4,3> o ? o (8,8):(8,1)");
  CuteValue v = tuV("S<3,4,3>");
  TU_CHECK(v.kind == CUTE_VAL_SWIZZLE && v.swizzle.bits == 3 &&
               v.swizzle.base == 4 && v.swizzle.shift == 3,
           "S<3,4,3> fields");
}

/* The printer returns the full length and truncates safely. */
static void testPrintBuffer(void) {
  CuteValue v = tuV("(2,(3,4)):(1,(2,6))");
  char small[6];
  size_t n = cutePrintValue(v, small, sizeof small);
  TU_CHECK(n == strlen("(2,(3,4)):(1,(2,6))"), "print length %zu", n);
  TU_CHECK(small[5] == '\0' && strncmp(small, "(2,(3", 5) == 0,
           "truncated print '%s'", small);
  TU_CHECK(cutePrintValue(v, NULL, 0) == n, "print with cap 0");
  const char *s = cuteValueToString(tuArena, v);
  TU_CHECK(s && strcmp(s, "(2,(3,4)):(1,(2,6))") == 0, "ValueToString");
}

static void testErrors(void) {
  BAD(K_LAYOUT, "(2,3):(1)");
  BAD(K_LAYOUT, "(2,3):(1,(2,3))");
  BAD(K_LAYOUT, "((2,3):(1,2)");
  BAD(K_LAYOUT, "(2,3)):(1,2)");
  BAD(K_TUPLE, "(2,3");
  BAD(K_TUPLE, "2,3)");
  BAD(K_TUPLE, "garbage");
  BAD(K_LAYOUT, "garbage");
  BAD(K_TUPLE, "(2,,3)");
  BAD(K_TUPLE, "(2,3,)");
  BAD(K_LAYOUT, "8:");
  BAD(K_LAYOUT, ":8");
  BAD(K_LAYOUT, "8:2:1");
  BAD(K_LAYOUT, "(_,2):(1,2)");
  BAD(K_LAYOUT, "(1@0,2):(1,2)");
  BAD(K_TUPLE, "99999999999999999999");
  BAD(K_TUPLE, "9223372036854775808");
  BAD(K_TUPLE, "-9223372036854775809");
  /* 2^64 wraps to 0 in a naive accumulate-then-check loop. */
  BAD(K_TUPLE, "18446744073709551616");
  BAD(K_TUPLE, "184467440737095516160");
  BAD(K_LAYOUT, "(4,8):(1,18446744073709551617)");
  BAD(K_TUPLE, "?{div=0}");
  BAD(K_TUPLE, "?{bogus}");
  BAD(K_TUPLE, "?{div=4");
  BAD(K_TUPLE, "1@");
  BAD(K_TUPLE, "1@-1");
  BAD(K_TUPLE, "1@0@0@0@0@0@0@0@0@0");
  BAD(K_TILE, "[4:1;");
  BAD(K_TILE, "[4:1;8:1");
  BAD(K_TILE, "[4:1,8:1]");
  BAD(K_TILE, "[4:1]]");
  BAD(K_SWIZZLE, "S<3,4>");
  BAD(K_SWIZZLE, "S<3,4,3");
  BAD(K_SWIZZLE, "S<3,4,3>x");
  BAD(K_SWIZZLE, "S<3,4,1>");
  BAD(K_COMPOSED, "S<3,4,3> o");
  BAD(K_COMPOSED, "S<3,4,3> o 0");
  BAD(K_COMPOSED, "S<3,4,3> o 0 o");
  BAD(K_COMPOSED, "S<3,4,3> o 0 o (8,8):(8)");
  BAD(K_ANY, "(2,3):(1)");
  BAD(K_ANY, "[_;");
}

/* Empty input and NUL bytes inside the length fail without reading past. */
static void testEmptyAndBinary(void) {
  for (int k = K_TUPLE; k <= K_ANY; ++k) {
    bad(__LINE__, (Kind)k, "", 0, NULL);
    bad(__LINE__, (Kind)k, "   ", 3, NULL);
  }
  static const char nul[] = {'(', '2', '\0', ',', '3', ')'};
  bad(__LINE__, K_TUPLE, nul, sizeof nul, NULL);
  /* The length, not the NUL, ends the input: "(2,3)" of "(2,3)xyz". */
  RT(K_TUPLE, "(2,3)", "(2,3)");
  CuteValue v;
  CuteError e;
  TU_CHECK(parseAs(K_TUPLE, "(2,3)xyz", 5, &v, &e) == CUTE_OK,
           "parse honours len");
}

/* Deep nesting must fail with an error, not overflow the stack. */
static void deep(Kind kind, char open, char close, size_t depth) {
  char *s = malloc(2 * depth + 8);
  size_t n = 0;
  for (size_t i = 0; i < depth; ++i)
    s[n++] = open;
  s[n++] = '1';
  for (size_t i = 0; i < depth; ++i)
    s[n++] = close;
  bad(__LINE__, kind, s, n, NULL);
  bad(__LINE__, kind, s, depth, NULL); /* opens only */
  free(s);
}

static void testHostile(void) {
  deep(K_TUPLE, '(', ')', 100000);
  deep(K_LAYOUT, '(', ')', 100000);
  deep(K_TILE, '[', ']', 100000);
  deep(K_ANY, '(', ')', 100000);
  /* Depth at the documented bound still parses. */
  char s[2 * CUTE_MAX_DEPTH + 2];
  size_t n = 0;
  for (int i = 0; i < CUTE_MAX_DEPTH; ++i)
    s[n++] = '(';
  s[n++] = '1';
  for (int i = 0; i < CUTE_MAX_DEPTH; ++i)
    s[n++] = ')';
  s[n] = '\0';
  RT(K_TUPLE, s, s);
  /* Too many leaves for one value fails instead of exhausting memory. */
  size_t leaves = CUTE_MAX_LEAVES * 4;
  char *w = malloc(2 * leaves + 3);
  n = 0;
  w[n++] = '(';
  for (size_t i = 0; i < leaves; ++i) {
    w[n++] = '1';
    w[n++] = ',';
  }
  w[n - 1] = ')';
  bad(__LINE__, K_TUPLE, w, n, NULL);
  free(w);
}

int main(void) {
  tuInit();
  testIntTuples();
  testBases();
  testLayouts();
  testTiles();
  testSwizzles();
  testPrintBuffer();
  testErrors();
  testEmptyAndBinary();
  testHostile();
  return tuFinish("parse_print_test");
}
