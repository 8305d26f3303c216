/* The fake CUDA driver's inspection interface (fake_cuda.c). Tests dlopen
 * the same file the runtime loads (CUTE_RT_LIBCUDA), which gives the same
 * instance, and read what the driver was asked through fakeCudaState(). */
#ifndef CUTE_RT_FAKE_CUDA_H
#define CUTE_RT_FAKE_CUDA_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#define FAKE_MAX_PARAMS 300
#define FAKE_MAX_TENSOR_MAPS 4

/* The fake encoder's 128 bytes for its call number `seq` (from 1): the
 * magic "FAKETMAP", seq, the global address, then byte i = i + 3 * seq. A
 * launch recognises a parameter holding them by the magic. */
static inline void fakeTensorMapBytes(unsigned long long seq,
                                      unsigned long long address,
                                      unsigned char out[128]) {
  static const char magic[8] = {'F', 'A', 'K', 'E', 'T', 'M', 'A', 'P'};
  for (int i = 0; i < 8; ++i) {
    out[i] = (unsigned char)magic[i];
    out[8 + i] = (unsigned char)(seq >> (8 * i));
    out[16 + i] = (unsigned char)(address >> (8 * i));
  }
  for (int i = 24; i < 128; ++i)
    out[i] = (unsigned char)(i + 3 * seq);
}

/* The arguments of a cuTensorMapEncodeTiled call. */
typedef struct FakeEncode {
  int dataType;
  unsigned rank;
  unsigned long long address;
  unsigned long long dims[5], strides[4];
  unsigned box[5], elementStrides[5];
  int interleave, swizzle, l2, oob;
  unsigned mapAlign; /* the destination's address modulo 128 */
} FakeEncode;

typedef struct FakeLaunch {
  char function[64];
  unsigned grid[3], block[3], sharedMemBytes;
  void *stream;
  int viaEx;                /* cuLaunchKernelEx */
  unsigned numAttrs;
  int attrId;               /* of the first attribute */
  unsigned cluster[3];      /* a cluster-dimension attribute's */
  int pdl; /* a programmatic-serialization attribute's value (0: none) */
  unsigned numParams;       /* params[] read up to the NULL entry */
  unsigned long long params[FAKE_MAX_PARAMS]; /* 8 bytes at each */
  /* Parameters that hold the fake encoder's bytes: their index, the
   * address modulo 64, and all 128 bytes. */
  unsigned numTensorMaps;
  unsigned tensorMapParam[FAKE_MAX_TENSOR_MAPS];
  unsigned tensorMapAlign[FAKE_MAX_TENSOR_MAPS];
  unsigned char tensorMaps[FAKE_MAX_TENSOR_MAPS][128];
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
  int encodes;                    /* cuTensorMapEncodeTiled calls */
  FakeEncode lastEncode;
  int asyncCopies, memsets32, memsets16, streamWaits, managedAllocs;
  unsigned lastEventFlags, lastStreamFlags;
  const char *failCall;           /* the next call of this name fails */
  int failResult;
} FakeCudaState;

/* Both exported by libfake_cuda.so. */
typedef FakeCudaState *(*FakeCudaStateFn)(void);
typedef void (*FakeCudaFailFn)(const char *call, int result);

/* Opens the fake driver at `lib` for a test named `who` and returns its
 * handle (for dlclose): *state is its state, *fail (when fail is not
 * NULL) its failure switch. On failure prints dlerror() after `who` and
 * returns NULL. */
static inline void *fakeCudaOpen(const char *who, const char *lib,
                                 FakeCudaState **state, FakeCudaFailFn *fail) {
  void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    fprintf(stderr, "%s: %s\n", who, dlerror());
    return NULL;
  }
  FakeCudaStateFn get;
  void *sym = dlsym(h, "fakeCudaState");
  memcpy(&get, &sym, sizeof get); /* object to function pointer */
  if (fail) {
    sym = dlsym(h, "fakeCudaFail");
    memcpy(fail, &sym, sizeof *fail);
  }
  *state = get();
  return h;
}

#endif /* CUTE_RT_FAKE_CUDA_H */
