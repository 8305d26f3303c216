/* Where the source writes a cute type or attribute. The verifier runs
 * after parsing, on IR whose locations point at ops and block arguments;
 * a malformed `!cute.KIND<...>` or `#cute.KIND<...>` is reported at its
 * own `!` or `#`, as a parser would, when the source text is known
 * (cuteVerifyModuleInSource): first after the location of what carries it
 * (within a few lines), else anywhere (an alias definition). */
#include "internal.h"

#include <string.h>

/* Offset of line `line` (1-based) in text; text.length when past the end. */
static size_t lineStart(MlirStringRef text, unsigned line) {
  size_t at = 0;
  for (unsigned l = 1; l < line && at < text.length; ++l) {
    const char *nl = memchr(text.data + at, '\n', text.length - at);
    at = nl ? (size_t)(nl - text.data) + 1 : text.length;
  }
  return at;
}

/* True when text[at] lies in a `//` comment. */
static bool inComment(MlirStringRef text, size_t at) {
  size_t i = at;
  while (i > 0 && text.data[i - 1] != '\n')
    --i;
  for (; i + 1 < at; ++i)
    if (text.data[i] == '/' && text.data[i + 1] == '/')
      return true;
  return false;
}

/* Offset of `printed` in text[from, to), outside comments; -1 if none.
 * Opaque types and attributes print exactly the text they were parsed
 * from, so the whole text is what to look for. */
static long findText(MlirStringRef text, size_t from, size_t to,
                     const char *printed, size_t len) {
  for (size_t i = from; i + len <= to; ++i)
    if (text.data[i] == printed[0] && !memcmp(text.data + i, printed, len) &&
        !inComment(text, i))
      return (long)i;
  return -1;
}

MlirLocation cuteLocateInSource(MlirStringRef filename, MlirStringRef text,
                                MlirLocation loc, char *printed) {
  enum { kLines = 16 };
  if (!text.data || !printed || !mlirLocationIsAFileLineColRange(loc))
    return loc;
  size_t len = strlen(printed);
  MlirStringRef file =
      mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
  if (file.length != filename.length ||
      memcmp(file.data, filename.data, file.length))
    return loc;
  int line = mlirLocationFileLineColRangeGetStartLine(loc);
  int col = mlirLocationFileLineColRangeGetStartColumn(loc);
  if (line < 1 || col < 1)
    return loc;
  size_t from = lineStart(text, (unsigned)line) + (size_t)col - 1;
  size_t to = lineStart(text, (unsigned)line + kLines);
  long at = from < to ? findText(text, from, to, printed, len) : -1;
  if (at < 0)
    at = findText(text, 0, text.length, printed, len);
  if (at < 0)
    return loc;
  unsigned l = 1, c = 1;
  for (long i = 0; i < at; ++i) {
    if (text.data[i] == '\n') {
      ++l;
      c = 1;
    } else {
      ++c;
    }
  }
  return mlirLocationFileLineColGet(mlirLocationGetContext(loc), file, l, c);
}
