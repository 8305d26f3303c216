/* Running the toolkit's ptxas (and fatbinary) on PTX ourselves, as
 * gpu-module-to-binary would, because MLIR 22 throws ptxas's output away
 * when it succeeds: ptxas -v's register and spill report, its warnings.
 * The tools run without a shell (posix_spawn), in a private temporary
 * folder (mkdtemp, 0700) that is removed afterwards; their stdout and
 * stderr go to one log file, which the caller gets back.
 * PTX with more than one kernel is assembled on every core
 * (`--split-compile 0`: the same cubin, the kernels compiled in parallel;
 * 8 tensor-core GEMMs 1.23 s -> 0.75 s on 2 cores) unless ptxas-options
 * set it; a ptxas too old for the flag is run again without it. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, posix_spawn */
#include "gpu_target.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

enum { kPathCap = CUTE_TARGET_TOOLKIT_CAP + 64 };

/* The temporary folder and the files in it. */
typedef struct Scratch {
  char dir[kPathCap - 32], ptx[kPathCap], cubin[kPathCap], fatbin[kPathCap],
      log[kPathCap];
} Scratch;

static bool makeScratch(Scratch *s) {
  const char *tmp = getenv("TMPDIR");
  snprintf(s->dir, sizeof s->dir, "%s/cute-ptxas-XXXXXX",
           tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(s->dir))
    return false;
  snprintf(s->ptx, sizeof s->ptx, "%s/kernels.ptx", s->dir);
  snprintf(s->cubin, sizeof s->cubin, "%s/kernels.cubin", s->dir);
  snprintf(s->fatbin, sizeof s->fatbin, "%s/kernels.fatbin", s->dir);
  snprintf(s->log, sizeof s->log, "%s/tools.log", s->dir);
  return true;
}

static void removeScratch(const Scratch *s) {
  unlink(s->ptx);
  unlink(s->cubin);
  unlink(s->fatbin);
  unlink(s->log);
  rmdir(s->dir);
}

static bool writeAll(const char *path, MlirStringRef bytes) {
  FILE *f = fopen(path, "wb");
  if (!f)
    return false;
  bool ok = fwrite(bytes.data, 1, bytes.length, f) == bytes.length;
  return (fclose(f) == 0) && ok;
}

static bool readAll(const char *path, CuteStrBuf *out) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return false;
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
    cuteStrBufAppend(out, chunk, n);
  bool ok = !ferror(f) && !out->oom;
  fclose(f);
  return ok;
}

/* Runs argv[0] (a path) with stdin from /dev/null and stdout, stderr
 * appended to `log`. False with `why` set when it cannot start, exits
 * with a status other than 0 (in *status) or dies of a signal. */
static bool runTool(char **argv, const char *log, int *status, char *why,
                    size_t cap) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_APPEND,
                                   0600);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  pid_t pid;
  int err = posix_spawn(&pid, argv[0], &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  if (err)
    return snprintf(why, cap, "cannot start '%s': %s", argv[0], strerror(err)),
           false;
  int st = 0;
  while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
    ;
  const char *tool = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : "";
  if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
    return true;
  *status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
  if (WIFEXITED(st))
    snprintf(why, cap, "%s exited with status %d", tool, *status);
  else
    snprintf(why, cap, "%s was killed by signal %d", tool, WTERMSIG(st));
  return false;
}

/* Whether to add `--split-compile 0`: the PTX has two kernels or more,
 * and ptxas-options leave the flag to us. */
static bool wantsSplitCompile(MlirStringRef ptx, const char *options) {
  if (strstr(options, "split-compile"))
    return false;
  int kernels = 0;
  for (size_t i = 0; i + 7 <= ptx.length && kernels < 2; ++i)
    kernels += !memcmp(ptx.data + i, ".entry ", 7);
  return kernels >= 2;
}

/* Whether a failed ptxas refused the flag (a toolkit older than it). */
static bool refusedSplitCompile(const char *log) {
  CuteStrBuf text = {0};
  bool refused = readAll(log, &text) &&
                 strstr(cuteStrBufText(&text), "Unknown option") &&
                 strstr(cuteStrBufText(&text), "split-compile");
  cuteStrBufFree(&text);
  return refused;
}

static bool runPtxas(const CuteGpuTarget *r, const Scratch *s, const char *chip,
                     int optLevel, bool split, CuteAssembled *out) {
  char exe[kPathCap], level[16], words[CUTE_TARGET_PTXAS_CAP];
  snprintf(exe, sizeof exe, "%s/bin/ptxas", r->toolkit);
  snprintf(level, sizeof level, "%d", optLevel);
  snprintf(words, sizeof words, "%s", r->ptxasOptions);
  char *argv[CUTE_TARGET_PTXAS_WORDS + 16]; /* 12 of ours at most */
  int n = 0;
  argv[n++] = exe;
  argv[n++] = "-arch";
  argv[n++] = (char *)chip;
  argv[n++] = "--opt-level";
  argv[n++] = level;
  if (r->lineInfo)
    argv[n++] = "-lineinfo";
  if (split) {
    argv[n++] = "--split-compile";
    argv[n++] = "0";
  }
  /* Checked when the options were resolved: at most the cap. */
  n += cuteTargetSplitWords(words, argv + n, CUTE_TARGET_PTXAS_WORDS);
  argv[n++] = "-o";
  argv[n++] = (char *)s->cubin;
  argv[n++] = (char *)s->ptx;
  argv[n] = NULL;
  return runTool(argv, s->log, &out->status, out->why, sizeof out->why);
}

/* fatbinary of the cubin and the PTX, as gpu-module-to-binary bundles
 * them (the PTX for the driver to compile on newer chips). */
static bool runFatbinary(const CuteGpuTarget *r, const Scratch *s,
                         const char *chip, CuteAssembled *out) {
  const char *sm = strncmp(chip, "sm_", 3) ? chip : chip + 3;
  char exe[kPathCap], elf[kPathCap + 64], ptx[kPathCap + 64];
  snprintf(exe, sizeof exe, "%s/bin/fatbinary", r->toolkit);
  snprintf(elf, sizeof elf, "--image3=kind=elf,sm=%s,file=%s", sm, s->cubin);
  snprintf(ptx, sizeof ptx, "--image3=kind=ptx,sm=%s,file=%s", sm, s->ptx);
  char *argv[] = {exe, "-64", elf, ptx, "--create", (char *)s->fatbin, NULL};
  return runTool(argv, s->log, &out->status, out->why, sizeof out->why);
}

bool cuteTargetAssemble(const CuteGpuTarget *r, MlirStringRef ptx,
                        const char *chip, int optLevel, bool fatbin,
                        CuteAssembled *out) {
  out->status = 0;
  out->why[0] = '\0';
  Scratch s;
  if (!makeScratch(&s))
    return snprintf(out->why, sizeof out->why,
                    "cannot make a temporary folder '%.300s': %s", s.dir,
                    strerror(errno)),
           false;
  bool ok = writeAll(s.ptx, ptx);
  if (!ok)
    snprintf(out->why, sizeof out->why, "cannot write '%.300s': %s", s.ptx,
             strerror(errno));
  bool split = wantsSplitCompile(ptx, r->ptxasOptions);
  ok = ok && runPtxas(r, &s, chip, optLevel, split, out);
  if (!ok && split && refusedSplitCompile(s.log)) {
    unlink(s.log);
    out->status = 0;
    out->why[0] = '\0';
    ok = runPtxas(r, &s, chip, optLevel, false, out);
  }
  ok = ok && (!fatbin || runFatbinary(r, &s, chip, out));
  readAll(s.log, &out->log); /* may not exist: nothing was printed */
  const char *result = fatbin ? s.fatbin : s.cubin;
  if (ok && !readAll(result, &out->binary)) {
    snprintf(out->why, sizeof out->why, "cannot read '%.300s'", result);
    ok = false;
  }
  removeScratch(&s);
  return ok;
}
