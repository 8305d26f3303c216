/* cuteOptionListEach (option_list.h): `name=value name="value"`. */
#include "option_list.h"

#include <string.h>

static size_t skipBlanks(MlirStringRef s, size_t i) {
  while (i < s.length && (s.data[i] == ' ' || s.data[i] == '\t' ||
                          s.data[i] == '\n' || s.data[i] == '\r'))
    ++i;
  return i;
}

bool cuteOptionListEach(MlirStringRef s, CuteOptionFn fn, void *user,
                        const CuteMessageSink *e) {
  for (size_t i = skipBlanks(s, 0); i < s.length; i = skipBlanks(s, i)) {
    size_t start = i;
    while (i < s.length && s.data[i] != '=' && s.data[i] != ' ')
      ++i;
    MlirStringRef name = mlirStringRefCreate(s.data + start, i - start);
    if (i >= s.length || s.data[i] != '=' || name.length == 0)
      return cuteMessageFail(e, "expected NAME=VALUE, found '%.*s'",
                             (int)(i - start), s.data + start);
    size_t v = ++i;
    bool quoted = i < s.length && s.data[i] == '"';
    if (quoted) {
      const char *close = memchr(s.data + i + 1, '"', s.length - i - 1);
      if (!close)
        return cuteMessageFail(e, "unterminated quote in option '%.*s'",
                               (int)name.length, name.data);
      v = i + 1;
      i = (size_t)(close - s.data);
    } else {
      while (i < s.length && s.data[i] != ' ' && s.data[i] != '\t')
        ++i;
    }
    if (!fn(user, name, mlirStringRefCreate(s.data + v, i - v), e))
      return false;
    i += quoted;
  }
  return true;
}
