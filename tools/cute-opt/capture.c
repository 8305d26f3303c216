/* Capturing what MLIR writes on stderr. The C API gives no stream for IR
 * dumps, statistics or timing reports: MLIR writes them to llvm::errs(),
 * file descriptor 2. To select dumps or join reports, fd 2 is pointed at
 * a temporary file for the span of one pass manager run, then restored.
 *
 * An LLVM fatal error during that span ends the process (exit or abort)
 * with its message in the temporary file; an exit handler and a SIGABRT
 * handler write what was captured to the real stderr first. They need
 * the capture in progress in a static: a signal handler has no other way
 * to reach it, and only one capture is in progress at a time. */
#define _POSIX_C_SOURCE 200809L /* dup, dup2, fileno, sigaction */
#include "opt.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t gCapturedFd = -1, gSavedFd = -1;

/* Copies the captured bytes to the real stderr; async-signal-safe. */
static void flushCaptured(void) {
  int from = gCapturedFd, to = gSavedFd;
  if (from < 0 || to < 0)
    return;
  gCapturedFd = -1;
  char buf[4096];
  ssize_t n;
  if (lseek(from, 0, SEEK_SET) < 0)
    return;
  while ((n = read(from, buf, sizeof buf)) > 0)
    if (write(to, buf, (size_t)n) != n)
      return;
  dup2(to, 2);
}

static void onAbort(int sig) {
  flushCaptured();
  signal(sig, SIG_DFL);
  raise(sig);
}

static void installHandlers(void) {
  static bool installed;
  if (installed)
    return;
  installed = true;
  atexit(flushCaptured);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = onAbort;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGABRT, &sa, NULL);
}

bool optCaptureBegin(OptCapture *c) {
  c->saved = -1;
  c->tmp = tmpfile();
  if (!c->tmp)
    return false;
  fflush(stderr);
  c->saved = dup(2);
  if (c->saved < 0 || dup2(fileno(c->tmp), 2) < 0) {
    if (c->saved >= 0)
      close(c->saved);
    c->saved = -1;
    fclose(c->tmp);
    c->tmp = NULL;
    return false;
  }
  installHandlers();
  gSavedFd = c->saved;
  gCapturedFd = fileno(c->tmp);
  return true;
}

char *optCaptureEnd(OptCapture *c, size_t *len) {
  *len = 0;
  if (c->saved < 0)
    return NULL;
  fflush(stderr);
  gCapturedFd = -1;
  gSavedFd = -1;
  dup2(c->saved, 2);
  close(c->saved);
  c->saved = -1;
  long size = ftell(c->tmp);
  char *text = size > 0 ? malloc((size_t)size + 1) : NULL;
  rewind(c->tmp);
  if (text && fread(text, 1, (size_t)size, c->tmp) == (size_t)size) {
    text[size] = '\0';
    *len = (size_t)size;
  } else {
    free(text);
    text = NULL;
  }
  fclose(c->tmp);
  c->tmp = NULL;
  return text;
}
