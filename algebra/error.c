/* Error records: the op, the operand, the reason and the quoted input as
 * separate fields, and the one formatter of their message. */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

CuteStatus cuteErrorSet(CuteError *err, const char *op, int operand,
                        const char *fmt, ...) {
  if (!err)
    return CUTE_ERROR;
  err->kind = CUTE_ERROR_OP;
  snprintf(err->op, sizeof err->op, "%s", op ? op : "");
  err->operand = operand;
  err->quote[0] = '\0';
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err->message, sizeof err->message, fmt, ap);
  va_end(ap);
  return CUTE_ERROR;
}

/* The op's name as the algebra knows it: "cute.slice" -> "slice" (other
 * dialects' ops keep their whole name). */
static const char *keyOf(const char *name) {
  return !strncmp(name, "cute.", 5) ? name + 5 : name;
}

/* True when `path` is `key` or starts with "key: ". */
static bool pathStartsWith(const char *path, const char *key) {
  size_t n = strlen(key);
  return !strncmp(path, key, n) && (!path[n] || !strncmp(path + n, ": ", 2));
}

/* Puts `op` in front of an inner op's path, once, and quotes the blamed
 * operand when nobody has yet. */
CuteStatus cuteErrorFinish(CuteError *err, const char *op,
                           const CuteValue *operands, unsigned n) {
  if (!err)
    return CUTE_ERROR;
  if (!err->op[0])
    snprintf(err->op, sizeof err->op, "%s", op);
  else if (!pathStartsWith(err->op, op)) {
    char path[sizeof err->op];
    size_t opLen = strlen(op);
    int room =
        (int)sizeof path - 3 - (int)(opLen < sizeof path ? opLen : sizeof path);
    snprintf(path, sizeof path, "%s: %.*s", op, room > 0 ? room : 0, err->op);
    memcpy(err->op, path, sizeof path);
  }
  int i = err->operand;
  if (!err->quote[0] && i >= 0 && (unsigned)i < n) {
    size_t len = cutePrintValue(operands[i], err->quote, sizeof err->quote);
    if (len >= sizeof err->quote)
      strcpy(err->quote + sizeof err->quote - 4, "...");
  }
  return CUTE_ERROR;
}

int cuteErrorFormat(const CuteError *err, const char *name, char *buf,
                    size_t cap) {
  char head[160] = "";
  const char *path = err->op;
  if (name && name[0]) {
    if (err->kind == CUTE_ERROR_OP && pathStartsWith(path, keyOf(name)))
      path += strlen(keyOf(name)) + (path[strlen(keyOf(name))] ? 2 : 0);
    snprintf(head, sizeof head, "%s: ", name);
  }
  const char *msg = err->message[0] ? err->message : "failed";
  if (err->kind == CUTE_ERROR_PARSE)
    return snprintf(buf, cap, "%sinvalid %s \"%s\": %s", head, path, err->quote,
                    msg);
  char quote[sizeof err->quote + 32] = "";
  if (err->quote[0])
    snprintf(quote, sizeof quote, " (operand %d: \"%s\")", err->operand,
             err->quote);
  return snprintf(buf, cap, "%s%s%s%s%s", head, path, path[0] ? ": " : "", msg,
                  quote);
}

CuteStatus cuteErrorOom(const char *op, CuteError *err) {
  return cuteErrorSet(err, op, -1, "out of memory or value too large");
}
