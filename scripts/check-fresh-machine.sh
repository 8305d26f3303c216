#!/usr/bin/env bash
# Runs the README's two commands on a fresh Debian bookworm, as its root
# user would: builds a minimal root with debootstrap (minbase, plus git and
# ca-certificates), gives it this host's apt sources and the keyrings they
# name, the CUDA toolkit (read-only, at the same path), /proc, /sys and
# /dev, clones the repository into /src and runs there, in the chroot with
# a clean environment, each line of README.md's first fenced block (read
# from the clone, so the check follows the README). One line per command:
#   check-fresh-machine: 'bash scripts/demo.sh' exit 0 in 312 s
# and a non-zero exit status when any failed; the logs stay in a folder it
# names.
#
# It tests what is committed: the clone is of this checkout's HEAD, and
# uncommitted changes are not seen. Not part of CI: it needs root, the
# Debian mirror and 10-20 minutes.
#
# usage: scripts/check-fresh-machine.sh [--keep] [--root DIR]
#                                       [--reuse-base DIR] [--logs DIR]
#   --root DIR        build the root in DIR (absent or empty; default: a new
#                     folder under /var/tmp); removed at the end unless --keep
#   --keep            keep the root for inspection (chroot DIR bash)
#   --reuse-base DIR  keep the debootstrap result as a tarball in DIR and
#                     unpack it on later runs instead of running debootstrap
#                     (delete the tarball to refresh it)
#   --logs DIR        where the logs go (default: a new folder under /var/tmp)
# Environment: CUDA_PATH (the toolkit; default /usr/local/cuda).
set -euo pipefail

me=check-fresh-machine
die() { echo "$me: error: $*" >&2; exit 1; }
say() { echo "$me: $*"; }
usage() {
  local line on=0
  while IFS= read -r line; do
    [[ $line == '# usage:'* ]] && on=1
    (( on )) || continue
    [[ $line == '#'* ]] || break
    line=${line#\#}; echo "${line# }"
  done <"${BASH_SOURCE[0]}"
}

args=("$@")
keep=0 root='' base_cache='' logs=''
while (( $# )); do
  case $1 in
    --keep) keep=1 ;;
    --root|--reuse-base|--logs)
      (( $# >= 2 )) || die "$1 needs a folder"
      case $1 in
        --root) root=$2 ;; --reuse-base) base_cache=$2 ;; --logs) logs=$2 ;;
      esac
      shift ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument '$1'" ;;
  esac
  shift
done

(( EUID == 0 )) ||
  die "must run as root (debootstrap, chroot and mount need it): sudo bash ${BASH_SOURCE[0]} ${args[*]}"
# debootstrap, chroot and mount live in /usr/sbin.
PATH=$PATH:/usr/local/sbin:/usr/sbin:/sbin
command -v git >/dev/null || die "git not found (it clones the repository)"
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# A mount namespace of our own where the host allows one: then not even a
# killed run leaves mounts behind. The trap below unmounts in either case.
if [[ ${CHECK_FRESH_MACHINE_NS:-} != 1 ]] &&
   unshare --mount --propagation private true 2>/dev/null; then
  export CHECK_FRESH_MACHINE_NS=1
  exec unshare --mount --propagation private -- \
    "$BASH" "$repo/scripts/check-fresh-machine.sh" "${args[@]}"
fi

t_start=$SECONDS
head=$(git -C "$repo" rev-parse HEAD)
dirty=$(git -C "$repo" status --porcelain --untracked-files=no)

# Folders: the root (ours to remove unless --keep) and the logs.
if [[ -n $root ]]; then
  mkdir -p "$root"
  shopt -s nullglob dotglob
  entries=("$root"/*)
  shopt -u nullglob dotglob
  (( ${#entries[@]} == 0 )) ||
    die "--root $root is not empty; remove it or name another folder"
else
  root=$(mktemp -d /var/tmp/cute-fresh-root.XXXXXX)
fi
root=$(realpath "$root")
[[ $root != / && $root != *[[:space:]\\]* ]] ||
  die "unusable root folder '$root' (/, or a name with blanks)"

# Every mount point at or under the root, in mount order.
mounts_under_root() {
  mounted=()
  local _id _parent _dev _fsroot mp _rest
  while read -r _id _parent _dev _fsroot mp _rest; do
    [[ $mp == "$root" || $mp == "$root"/* ]] && mounted+=("$mp")
  done </proc/self/mountinfo
  return 0
}
mounts_under_root
(( ${#mounted[@]} == 0 )) ||
  die "$root is (or holds) a mount point; name another --root"

cleanup() {
  local rc=$? i
  set +e
  for _ in 1 2 3; do
    mounts_under_root
    (( ${#mounted[@]} )) || break
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
      umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" 2>/dev/null
    done
  done
  mounts_under_root
  if (( ${#mounted[@]} )); then
    echo "$me: error: still mounted, so $root is kept: ${mounted[*]}" >&2
    rc=1
  elif (( keep )); then
    say "root kept in $root (chroot $root bash)"
  else
    say "removing $root"
    rm -rf --one-file-system "$root"
  fi
  [[ -n ${logs:-} ]] && say "logs in $logs"
  exit "$rc"
}
# From here on the root is ours: the trap unmounts and removes it.
trap cleanup EXIT
trap 'echo "$me: interrupted" >&2; exit 130' INT
trap 'echo "$me: terminated" >&2; exit 143' TERM
if [[ -n $logs ]]; then
  mkdir -p "$logs"
else
  logs=$(mktemp -d /var/tmp/cute-fresh-logs.XXXXXX)
fi
logs=$(realpath "$logs")

say "repository $repo at $head (committed state; clone in /src)"
[[ -z $dirty ]] ||
  say "note: uncommitted changes in $repo are not tested"
say "root $root, logs $logs"

# debootstrap, installed from the host's sources when missing.
host_apt() {
  DEBIAN_FRONTEND=noninteractive apt-get -q "$@" >>"$logs/host-apt.log" 2>&1 </dev/null
}
if ! command -v debootstrap >/dev/null; then
  say "installing debootstrap on the host (log: $logs/host-apt.log)"
  command -v apt-get >/dev/null || die "debootstrap is missing and there is no apt-get to install it"
  if ! host_apt install -y debootstrap; then
    if ! { host_apt update && host_apt install -y debootstrap; }; then
      tail -n 20 "$logs/host-apt.log" >&2
      die "debootstrap is missing and 'apt-get install debootstrap' failed (log: $logs/host-apt.log)"
    fi
  fi
  command -v debootstrap >/dev/null ||
    die "debootstrap is still missing after apt-get install (log: $logs/host-apt.log)"
fi

# The host's apt sources: the files apt reads, and the keyrings they name.
sources=()
[[ -f /etc/apt/sources.list ]] && sources+=(/etc/apt/sources.list)
shopt -s nullglob
sources+=(/etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources)
shopt -u nullglob
(( ${#sources[@]} )) || die "the host has no apt sources (/etc/apt/sources.list{,.d})"

# The first URI of the host's sources that serves bookworm itself (for
# debootstrap), and every keyring file named by Signed-By / signed-by=.
mirror='' keyrings=()
for f in "${sources[@]}"; do
  uris='' suites='' types=''
  while IFS= read -r line || [[ -n $line ]]; do
    line=${line%%#*}
    if [[ $f == *.sources ]]; then
      # deb822: stanzas of "Field: value", separated by blank lines.
      if [[ -z ${line//[[:space:]]/} ]]; then
        if [[ -z $mirror && " $types " == *' deb '* && " $suites " == *' bookworm '* ]]; then
          mirror=${uris%% *}
        fi
        uris='' suites='' types=''
        continue
      fi
      case ${line,,} in
        uris:*) read -r uris <<<"${line#*:}" ;;
        suites:*) read -r suites <<<"${line#*:}" ;;
        types:*) read -r types <<<"${line#*:}" ;;
        signed-by:*)
          read -r value <<<"${line#*:}"
          [[ $value == /* ]] && keyrings+=("$value") ;;
      esac
    else
      # one-line style: deb [opt=value ...] URI SUITE COMPONENT...
      read -r -a words <<<"$line"
      if (( ${#words[@]} < 3 )) || [[ ${words[0]} != deb ]]; then continue; fi
      i=1
      if [[ ${words[1]} == '['* ]]; then
        while (( i < ${#words[@]} )); do
          w=${words[i]#[}; w=${w%]}
          if [[ ${w,,} == signed-by=* ]]; then
            IFS=, read -r -a ks <<<"${w#*=}"
            for k in "${ks[@]}"; do [[ $k == /* ]] && keyrings+=("$k"); done
          fi
          [[ ${words[i]} == *']' ]] && { i=$((i + 1)); break; }
          i=$((i + 1))
        done
      fi
      if [[ -z $mirror && ${words[i + 1]:-} == bookworm ]]; then
        mirror=${words[i]}
      fi
    fi
  done <"$f"
  if [[ -z $mirror && " $types " == *' deb '* && " $suites " == *' bookworm '* ]]; then
    mirror=${uris%% *}
  fi
done
mirror=${mirror:-http://deb.debian.org/debian}
say "apt sources ${sources[*]}; debootstrap mirror $mirror"

# 1. The base system.
arch=$(dpkg --print-architecture)
include=git,ca-certificates
if [[ -n $base_cache ]]; then
  mkdir -p "$base_cache"
  tarball=$(realpath "$base_cache")/debootstrap-bookworm-minbase-${include//,/-}-$arch.tar
fi
t0=$SECONDS
if [[ -n $base_cache && -f $tarball ]]; then
  say "unpacking the cached base $tarball (delete it to refresh)"
  tar -C "$root" --numeric-owner -xpf "$tarball"
else
  say "debootstrap bookworm (minbase, $include) from $mirror (log: $logs/debootstrap.log)"
  if ! debootstrap --variant=minbase --include="$include" --arch="$arch" \
         bookworm "$root" "$mirror" >"$logs/debootstrap.log" 2>&1 </dev/null; then
    tail -n 30 "$logs/debootstrap.log" >&2
    die "debootstrap failed (log: $logs/debootstrap.log)"
  fi
  if [[ -n $base_cache ]]; then
    tar -C "$root" --numeric-owner -cpf "$tarball.tmp.$$" .
    mv "$tarball.tmp.$$" "$tarball"
    say "cached the base in $tarball"
  fi
fi
say "base ready in $((SECONDS - t0)) s"

# 2. The host's apt sources, keyrings and name resolution.
rm -f "$root/etc/apt/sources.list"
mkdir -p "$root/etc/apt/sources.list.d"
for f in "${sources[@]}"; do cp "$f" "$root$f"; done
for k in "${keyrings[@]}"; do
  [[ -f $k ]] || { say "note: keyring $k named by the host's sources is missing"; continue; }
  mkdir -p "$root$(dirname "$k")"
  cp "$k" "$root$k"
done
rm -f "$root/etc/resolv.conf"
cp -L /etc/resolv.conf "$root/etc/resolv.conf"

# 3. Mounts: /proc, /sys, /dev (slaves, so that nothing done under the
# root reaches the host's), and the CUDA toolkit read-only at its path.
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --make-rslave "$root/sys"
mount --rbind /dev "$root/dev"
mount --make-rslave "$root/dev"

cuda=${CUDA_PATH:-/usr/local/cuda}
envs=(HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin)
[[ -n ${CUDA_PATH:-} ]] && envs+=("CUDA_PATH=$CUDA_PATH")
for v in http_proxy https_proxy no_proxy; do
  [[ -n ${!v:-} ]] && envs+=("$v=${!v}")
done
if [[ -d $cuda ]]; then
  cuda_real=$(realpath "$cuda")
  mkdir -p "$root$cuda_real"
  mount --bind "$cuda_real" "$root$cuda_real"
  mount -o remount,bind,ro "$root$cuda_real"
  if [[ $cuda != "$cuda_real" ]]; then
    mkdir -p "$root$(dirname "$cuda")"
    ln -sfn "$cuda_real" "$root$cuda"
  fi
  say "CUDA toolkit $cuda -> $cuda_real (read-only)"
else
  say "note: no CUDA toolkit at $cuda; what needs ptxas will fail or be skipped"
fi

# 4. The repository, as committed.
git -c safe.directory='*' clone --quiet --no-checkout "$repo" "$root/src"
git -C "$root/src" -c advice.detachedHead=false checkout --quiet "$head"

# 5. README.md's first fenced block, one command a line.
cmds=() in_block=0
while IFS= read -r line || [[ -n $line ]]; do
  if (( in_block )); then
    [[ $line == '```'* ]] && break
    read -r line <<<"$line" # trims the blanks around it
    [[ -n $line && $line != '#'* ]] && cmds+=("$line")
  elif [[ $line == '```'* ]]; then
    in_block=1
  fi
done <"$root/src/README.md"
(( ${#cmds[@]} )) || die "no commands in the first fenced block of README.md"

results=() failed=0 n=0
for cmd in "${cmds[@]}"; do
  n=$((n + 1))
  name=${cmd//[^A-Za-z0-9.-]/_}
  log=$logs/$n-$name.log
  say "running '$cmd' in the fresh root (log: $log)"
  t0=$SECONDS rc=0
  chroot "$root" /usr/bin/env -i "${envs[@]}" bash -lc "cd /src && $cmd" \
    >"$log" 2>&1 </dev/null || rc=$?
  results+=("$me: '$cmd' exit $rc in $((SECONDS - t0)) s")
  say "${results[-1]#"$me: "}"
  if (( rc != 0 )); then
    failed=$((failed + 1))
    echo "--- last lines of $log:" >&2
    tail -n 40 "$log" >&2
    echo "---" >&2
  fi
done

echo
printf '%s\n' "${results[@]}"
say "total $((SECONDS - t_start)) s"
(( failed == 0 ))
