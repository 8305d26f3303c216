/* A list of `name=value` options as our pipelines, our passes and the
 * compile options spell them (`chip=sm_90 ptxas-options="-v -O3"`), split
 * into pairs. Internal to the project. */
#ifndef CUTE_SUPPORT_OPTION_LIST_H
#define CUTE_SUPPORT_OPTION_LIST_H

#include "message.h"

#include "mlir-c/Support.h"

#include <stdbool.h>

/* One option: false after a message when it is refused. */
typedef bool (*CuteOptionFn)(void *user, MlirStringRef name,
                             MlirStringRef value, const CuteMessageSink *e);

/* Splits `options` into `name=value` pairs (separated by blanks; a value
 * may be in double quotes, which are not passed on) and hands each to fn
 * in order; name and value point into `options`. False after a message
 * when the text is malformed, or when fn refuses one. */
bool cuteOptionListEach(MlirStringRef options, CuteOptionFn fn, void *user,
                        const CuteMessageSink *e);

#endif
