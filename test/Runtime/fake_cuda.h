/* The fake CUDA driver's inspection interface (fake_cuda.c). Tests dlopen
 * the same file the runtime loads (CUTE_RT_LIBCUDA), which gives the same
 * instance, and read what the driver was asked through fakeCudaState(). */
#ifndef CUTE_RT_FAKE_CUDA_H
#define CUTE_RT_FAKE_CUDA_H

#include <stddef.h>

#define FAKE_MAX_PARAMS 300

typedef struct FakeLaunch {
  char function[64];
  unsigned grid[3], block[3], sharedMemBytes;
  void *stream;
  int viaEx;                /* cuLaunchKernelEx */
  unsigned numAttrs;
  int attrId;               /* of the first attribute */
  unsigned cluster[3];      /* its clusterDim */
  unsigned numParams;       /* params[] read up to the NULL entry */
  unsigned long long params[FAKE_MAX_PARAMS]; /* 8 bytes at each */
} FakeLaunch;

typedef struct FakeCudaState {
  int initCalls, retains, releases, setCurrent, ctxSyncs, streamSyncs;
  int eventSyncs;
  int liveAllocs, liveModules, liveFunctions, liveStreams, liveEvents;
  int launches;
  FakeLaunch last;
  int funcAttrCalls, lastFuncAttr, lastFuncAttrValue;
  int loadsViaEx;
  int lastImageIsText;
  size_t lastImageSize;           /* text: strlen; binary: 16 */
  char lastImage[256];            /* the first bytes */
  const char *failCall;           /* the next call of this name fails */
  int failResult;
} FakeCudaState;

/* Both exported by libfake_cuda.so. */
typedef FakeCudaState *(*FakeCudaStateFn)(void);
typedef void (*FakeCudaFailFn)(const char *call, int result);

#endif /* CUTE_RT_FAKE_CUDA_H */
