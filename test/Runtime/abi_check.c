/* The compiler's `.abi` output against the runtime's reader and the
 * kernels themselves: for each pair ABI_FILE PTX_FILE (cute-translate's
 * --abi-out and its PTX), every kernel of the ABI file must parse
 * (cuteRtAbiParse), be a `.entry` of the PTX and have its parameters: as
 * many as the PTX entry, each of the size the plan says (pointers 8 bytes,
 * leaves 4 or 8, scalars their width, a fast divisor three i32, a TMA
 * descriptor 128 bytes); every `.entry` must have an ABI kernel; and
 * every kernel must pack (memrefs with flat layouts from tensor
 * descriptors built from their static leaves, the others from pointers
 * and leaves, tma_desc arguments from a tensor that fits the line).
 * Kernels with tma_desc arguments pack through a driver, that of
 * $CUTE_RT_LIBCUDA (ctest gives the fake one), which encodes them. Run by
 * example_abis.sh on every example kernel (ctest runtime.example_abis)
 * and on a handwritten TMA kernel (runtime.abi_check_tma). Exit status 0
 * when all pass. */
#include "cute-c/Runtime.h"
#include "internal.h" /* the plan: each leaf's width */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *readFile(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *buf = NULL;
  size_t n = 0, cap = 0;
  for (;;) {
    if (n + 4096 + 1 > cap) {
      cap = 2 * (n + 4096 + 1);
      char *g = realloc(buf, cap);
      if (!g)
        break;
      buf = g;
    }
    size_t got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (got == 0)
      break;
  }
  fclose(f);
  if (buf)
    buf[n] = '\0';
  *size = n;
  return buf;
}

#define MAX_ENTRIES 128

/* One `.entry` of the PTX: its name and its parameters' sizes in bytes. */
typedef struct Entry {
  char name[256];
  unsigned sizes[CUTE_RT_MAX_PARAMS + 1];
  unsigned numParams;
  bool matched, bad;
} Entry;

/* The next token of [*p, end) (blank-separated) into tok; false at the
 * end. */
static bool nextWord(const char **p, const char *end, char *tok, size_t size) {
  while (*p < end && strchr(" \t\r\n", **p))
    (*p)++;
  size_t n = 0;
  while (*p < end && !strchr(" \t\r\n", **p)) {
    if (n + 1 < size)
      tok[n++] = **p;
    (*p)++;
  }
  tok[n] = '\0';
  return n > 0;
}

/* Bytes of a PTX parameter `.param [.align N] .TYPE [...] NAME[[K]]`, 0
 * when it cannot be read. */
static unsigned paramSize(const char *p, const char *end) {
  char tok[256];
  if (!nextWord(&p, end, tok, sizeof tok) || strcmp(tok, ".param") != 0 ||
      !nextWord(&p, end, tok, sizeof tok))
    return 0;
  if (strcmp(tok, ".align") == 0 && (!nextWord(&p, end, tok, sizeof tok) ||
                                     !nextWord(&p, end, tok, sizeof tok)))
    return 0;
  if (tok[0] != '.')
    return 0;
  const char *digits = tok + 1;
  while (*digits && (*digits < '0' || *digits > '9'))
    digits++;
  unsigned bits = (unsigned)atoi(digits);
  if (bits == 0 || bits % 8)
    return 0;
  const char *bracket = memchr(p, '[', (size_t)(end - p));
  unsigned count = bracket ? (unsigned)atoi(bracket + 1) : 1;
  return bits / 8 * count;
}

/* The `.entry` declarations of a PTX text; -1 when one cannot be read. */
static int readEntries(const char *ptx, Entry *entries) {
  int n = 0;
  for (const char *p = strstr(ptx, ".entry "); p;
       p = strstr(p + 1, ".entry ")) {
    if (n == MAX_ENTRIES)
      return -1;
    Entry *e = &entries[n++];
    memset(e, 0, sizeof *e);
    const char *name = p + 7, *open = strchr(name, '(');
    const char *close = open ? strchr(open, ')') : NULL;
    if (!close || (size_t)(open - name) >= sizeof e->name)
      return -1;
    memcpy(e->name, name, (size_t)(open - name));
    for (const char *q = open + 1; q < close;) {
      while (q < close && (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r'))
        q++;
      if (q == close)
        break;
      const char *comma = memchr(q, ',', (size_t)(close - q));
      const char *stop = comma ? comma : close;
      if (e->numParams == CUTE_RT_MAX_PARAMS)
        return -1;
      e->sizes[e->numParams] = paramSize(q, stop);
      e->bad |= e->sizes[e->numParams] == 0;
      e->numParams++;
      q = comma ? comma + 1 : close;
    }
  }
  return n;
}

static unsigned scalarBytes(CuteRtScalarType t) {
  static const unsigned bytes[] = {1, 1, 2, 4, 8, 2, 2, 4, 8};
  return (unsigned)t < sizeof bytes / sizeof bytes[0] ? bytes[t] : 0;
}

/* The parameter sizes the plan of k gives, in order. */
static unsigned planSizes(const RtAbiKernel *k, unsigned *sizes) {
  unsigned n = 0;
  for (uint32_t i = 0; i < k->numArgs; ++i) {
    const RtArg *a = &k->args[i];
    switch (a->kind) {
    case CUTE_RT_ABI_SCALAR:
      sizes[n++] = scalarBytes(a->scalar);
      continue;
    case CUTE_RT_ABI_FAST_DIVMOD_DIVISOR:
      for (int j = 0; j < 3; ++j)
        sizes[n++] = 4;
      continue;
    case CUTE_RT_ABI_MEMREF:
    case CUTE_RT_ABI_PTR:
      sizes[n++] = 8;
      break;
    case CUTE_RT_ABI_TMA_DESC: /* .param .align 64 .b8 [128] */
      sizes[n++] = 128;
      continue;
    default:
      break;
    }
    for (uint32_t u = 0; u < a->numLeaves; ++u) {
      const RtLeaf *l = &k->leaves[a->firstLeaf + u];
      if (l->dyn)
        sizes[n++] = l->is64 ? 8 : 4;
    }
  }
  return n;
}

/* A tensor that fits a tma_desc line: TMA dimension d is mode dims[d] of
 * extent box[d], compact in the order of the TMA dimensions (so the
 * strides are multiples of box[0] elements, of 16 bytes); other modes up
 * to the largest in dims have extent 1. */
static void tmaTensor(const RtArg *a, uint64_t ptr, int64_t *shape,
                      int64_t *strides, CuteRtTensor *t) {
  int rank = 0;
  for (int d = 0; d < a->tma.rank; ++d)
    if (a->tma.dims[d] + 1 > rank)
      rank = a->tma.dims[d] + 1;
  for (int m = 0; m < rank; ++m)
    shape[m] = strides[m] = 1;
  int64_t stride = 1;
  for (int d = 0; d < a->tma.rank; ++d) {
    shape[a->tma.dims[d]] = a->tma.box[d];
    strides[a->tma.dims[d]] = stride;
    stride *= a->tma.box[d];
  }
  *t = (CuteRtTensor){ptr, a->elem, rank, shape, strides};
}

/* The driver that encodes tma_desc arguments: $CUTE_RT_LIBCUDA's, opened
 * the first time a kernel has them. */
static CuteRtContext gCtx;

static bool openDriver(const char *file, const char *kernel) {
  CuteRtError err;
  if (gCtx.ptr)
    return true;
  if (cuteRtContextCreate(0, &gCtx, &err) == CUTE_RT_OK)
    return true;
  fprintf(stderr,
          "%s: %s has tma_desc arguments, which pack only through a driver "
          "(CUTE_RT_LIBCUDA): %s\n",
          file, kernel, err.message);
  return false;
}

/* Arguments that satisfy k's checks: descriptors for flat memrefs (each
 * static leaf its value, each dynamic one its divisibility), pointers
 * aligned as required, zero leaves and scalars, a divisor of 7, tensors
 * that fit tma_desc lines. A kernel with tma_desc arguments is packed as
 * kernel `tmaKernel` of a module loaded on the driver. */
static bool packAll(const RtAbiKernel *k, const char *file,
                    CuteRtKernel tmaKernel) {
  static CuteRtArg args[4096];
  static CuteRtTensor tensors[4096];
  static int64_t values[2 * 4096], zeros[4096];
  size_t used = 0;
  for (uint32_t i = 0; i < k->numArgs && i < 4096; ++i) {
    const RtArg *a = &k->args[i];
    uint64_t ptr = 0x100000 * (i + 1);
    switch (a->kind) {
    case CUTE_RT_ABI_SCALAR:
      args[i] = a->scalar == CUTE_RT_SCALAR_F32   ? cuteRtArgF32(0)
                : a->scalar == CUTE_RT_SCALAR_F64 ? cuteRtArgF64(0)
                                                  : cuteRtArgInt(a->scalar, 0);
      break;
    case CUTE_RT_ABI_FAST_DIVMOD_DIVISOR:
      args[i] = cuteRtArgI32(7);
      break;
    case CUTE_RT_ABI_PTR:
      args[i] = cuteRtArgPointer(ptr);
      break;
    case CUTE_RT_ABI_ATOM:
      args[i] = cuteRtArgNone();
      break;
    case CUTE_RT_ABI_TMA_DESC:
      if (used + 2 * RT_MAX_RANK > 8192) {
        fprintf(stderr, "%s: %s: too many arguments to pack\n", file,
                k->name);
        return false;
      }
      tmaTensor(a, ptr, values + used, values + used + RT_MAX_RANK,
                &tensors[i]);
      used += 2 * RT_MAX_RANK;
      args[i] = cuteRtArgTensor(&tensors[i]);
      break;
    case CUTE_RT_ABI_MEMREF:
      if (a->form == RT_FORM_FLAT && a->rank <= RT_MAX_RANK &&
          a->elem != CUTE_RT_ELEM_UNKNOWN && used + a->numLeaves <= 8192) {
        int64_t *v = values + used;
        for (uint32_t u = 0; u < a->numLeaves; ++u)
          v[u] = k->leaves[a->firstLeaf + u].value;
        used += a->numLeaves;
        tensors[i] = (CuteRtTensor){ptr, a->elem, a->rank, v, v + a->rank};
        args[i] = cuteRtArgTensor(&tensors[i]);
      } else {
        args[i] = cuteRtArgMemref(ptr, zeros, a->numDyn);
      }
      break;
    default:
      args[i] = cuteRtArgLeaves(zeros, a->numDyn);
    }
  }
  CuteRtPackBuffer buf;
  CuteRtError err;
  CuteRtAbiKernel h = {k};
  CuteRtStatus st = k->numTma
                        ? cuteRtKernelPack(tmaKernel, args, k->numArgs, &buf,
                                           &err)
                        : cuteRtAbiKernelPack(h, args, k->numArgs, &buf, &err);
  if (st != CUTE_RT_OK) {
    fprintf(stderr, "%s: %s does not pack: %s\n", file, k->name, err.message);
    return false;
  }
  if (buf.numParams != k->numParams) {
    fprintf(stderr, "%s: %s packs %u parameters, its plan says %u\n", file,
            k->name, buf.numParams, k->numParams);
    return false;
  }
  return true;
}

static bool checkPair(const char *abiPath, const char *ptxPath) {
  size_t abiSize, ptxSize;
  char *abiText = readFile(abiPath, &abiSize);
  char *ptx = readFile(ptxPath, &ptxSize);
  bool ok = abiText && ptx;
  if (!ok)
    fprintf(stderr, "cannot read %s\n", abiText ? ptxPath : abiPath);
  CuteRtAbi abi = {NULL};
  CuteRtError err;
  if (ok && cuteRtAbiParse(abiText, abiSize, abiPath, &abi, &err)) {
    fprintf(stderr, "the runtime cannot read %s: %s\n", abiPath, err.message);
    ok = false;
  }
  static Entry entries[MAX_ENTRIES];
  int numEntries = ok ? readEntries(ptx, entries) : 0;
  if (numEntries < 0) {
    fprintf(stderr, "%s: cannot read its .entry declarations\n", ptxPath);
    ok = false;
  }
  size_t numKernels = cuteRtAbiGetNumKernels(abi);
  CuteRtModule mod = {NULL}; /* on the driver, for tma_desc arguments */
  if (ok && numKernels == 0) {
    fprintf(stderr, "%s: no kernels\n", abiPath);
    ok = false;
  }
  for (size_t i = 0; ok && i < numKernels; ++i) {
    const RtAbiKernel *k = cuteRtAbiGetKernel(abi, i).ptr;
    Entry *e = NULL;
    for (int j = 0; j < numEntries; ++j)
      if (strcmp(entries[j].name, k->name) == 0)
        e = &entries[j];
    if (!e) {
      fprintf(stderr, "%s: kernel %s is not an .entry of %s\n", abiPath,
              k->name, ptxPath);
      ok = false;
      continue;
    }
    e->matched = true;
    unsigned want[CUTE_RT_MAX_PARAMS + 3];
    unsigned n = planSizes(k, want);
    bool same = !e->bad && n == k->numParams && n == e->numParams;
    for (unsigned p = 0; same && p < n; ++p)
      same = want[p] == e->sizes[p];
    if (!same) {
      fprintf(stderr, "%s: kernel %s: %u parameters (bytes:", abiPath, k->name,
              k->numParams);
      for (unsigned p = 0; p < n; ++p)
        fprintf(stderr, " %u", want[p]);
      fprintf(stderr, "), the PTX entry has %u (bytes:", e->numParams);
      for (unsigned p = 0; p < e->numParams; ++p)
        fprintf(stderr, " %u", e->sizes[p]);
      fprintf(stderr, ")\n");
      ok = false;
      continue;
    }
    CuteRtKernel tmaKernel = {NULL};
    if (k->numTma) {
      CuteRtError lerr;
      if (!openDriver(abiPath, k->name) ||
          (!mod.ptr && cuteRtModuleLoad(gCtx, ptx, ptxSize, abiText, abiSize,
                                        abiPath, &mod, &lerr)) ||
          cuteRtModuleGetKernel(mod, k->name, &tmaKernel, &lerr)) {
        if (gCtx.ptr)
          fprintf(stderr, "%s: %s: %s\n", abiPath, k->name, lerr.message);
        ok = false;
        continue;
      }
    }
    if (!packAll(k, abiPath, tmaKernel)) {
      ok = false;
      continue;
    }
    printf("%s: %s: %u arguments, %u parameters: ok\n", abiPath, k->name,
           k->numArgs, k->numParams);
  }
  for (int j = 0; ok && j < numEntries; ++j)
    if (!entries[j].matched) {
      fprintf(stderr, "%s: .entry %s has no kernel in %s\n", ptxPath,
              entries[j].name, abiPath);
      ok = false;
    }
  cuteRtModuleDestroy(mod);
  cuteRtAbiDestroy(abi);
  free(abiText);
  free(ptx);
  return ok;
}

int main(int argc, char **argv) {
  if (argc < 3 || argc % 2 == 0) {
    fprintf(stderr,
            "usage: abi_check ABI_FILE PTX_FILE [ABI_FILE PTX_FILE]...\n");
    return 2;
  }
  int failed = 0;
  for (int i = 1; i + 1 < argc; i += 2)
    failed += !checkPair(argv[i], argv[i + 1]);
  cuteRtContextDestroy(gCtx);
  if (failed)
    fprintf(stderr, "abi_check: %d of %d files failed\n", failed,
            (argc - 1) / 2);
  else
    printf("abi_check: %d files, all kernels read, matched and packed\n",
           (argc - 1) / 2);
  return failed ? 1 : 0;
}
