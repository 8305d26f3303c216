/* A program that links only the installed runtime (libcute_rt): it creates
 * a context and prints the outcome. Without a driver (CUTE_RT_LIBCUDA
 * naming a missing file) that is the runtime's clear error, exit 1. */
#include "cute-c/Runtime.h"

#include <stdio.h>

int main(void) {
  CuteRtContext ctx;
  CuteRtError err;
  if (cuteRtContextCreate(0, &ctx, &err) != CUTE_RT_OK) {
    printf("rt_consumer: %s\n", err.message);
    return 1;
  }
  printf("rt_consumer: context created\n");
  cuteRtContextDestroy(ctx);
  return 0;
}
