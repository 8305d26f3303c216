#!/usr/bin/env bash
# Installs the Debian bookworm packages cute-c needs, and only those that
# are missing: with everything present it does nothing and prints nothing.
# MLIR/LLVM 22 come from bookworm-security. Needs root (or sudo) to install.
set -euo pipefail

PACKAGES=(libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
          cmake gcc clang make libc6-dev binutils python3 pkgconf
          librsvg2-bin)

die() { echo "install-deps: error: $*" >&2; exit 1; }

# No pipes into `grep -q` here: under pipefail a writer that outlives grep's
# first match dies of SIGPIPE and the whole test reads as false. Capture the
# text, then match it in bash.
installed() {
  local status
  status=$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null) || return 1
  [[ $status == *'install ok installed'* ]]
}

# has_candidate PKG: apt knows an installable version of PKG.
has_candidate() {
  local policy
  policy=$(apt-cache policy "$1" 2>/dev/null) || return 1
  [[ $policy =~ Candidate:\ [0-9] ]]
}

missing=()
for p in "${PACKAGES[@]}"; do
  installed "$p" || missing+=("$p")
done
(( ${#missing[@]} == 0 )) && exit 0

command -v apt-get >/dev/null ||
  die "apt-get not found; install by hand: ${missing[*]}"
SUDO=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null ||
    die "not root and no sudo; as root run: apt-get install ${missing[*]}"
  # sudo's env_reset drops the exported DEBIAN_FRONTEND; pass it by name.
  SUDO=(sudo DEBIAN_FRONTEND=noninteractive)
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT
APT=("${SUDO[@]}" apt-get -q -o DPkg::Lock::Timeout=300)
if ! "${APT[@]}" update >"$log" 2>&1 </dev/null; then
  tail -n 20 "$log" >&2
  die "apt-get update failed (network or sources.list?)"
fi
# Every package apt has no version of, in one report: the LLVM 22 ones come
# from bookworm-security, the others from the main archive.
llvm22=() other=()
for p in "${missing[@]}"; do
  has_candidate "$p" && continue
  if [[ $p == *-22-* || $p == *-22 ]]; then llvm22+=("$p"); else other+=("$p"); fi
done
if (( ${#other[@]} )); then
  echo "install-deps: error: no installable version of ${other[*]};" \
       "check the apt sources (/etc/apt/sources.list," \
       "/etc/apt/sources.list.d/) and that 'apt-get update' reaches them" >&2
fi
if (( ${#llvm22[@]} )); then
  echo "install-deps: error: no installable version of ${llvm22[*]};" \
       "MLIR/LLVM 22 come from Debian bookworm-security: add 'deb" \
       "http://deb.debian.org/debian-security bookworm-security main' to" \
       "/etc/apt/sources.list" >&2
fi
(( ${#other[@]} + ${#llvm22[@]} == 0 )) || exit 1
if ! "${APT[@]}" install -y --no-install-recommends "${missing[@]}" \
     >"$log" 2>&1 </dev/null; then
  tail -n 30 "$log" >&2
  die "apt-get install failed for: ${missing[*]}"
fi
for p in "${missing[@]}"; do
  installed "$p" || die "$p is still not installed after apt-get install"
done
echo "install-deps: done"
