#!/usr/bin/env bash
# Tests scripts/install-deps.sh against stub dpkg-query, apt-cache, apt-get,
# id and sudo. Each case runs the script under `env -i` with PATH set to a
# folder holding the stubs and links to the few real tools the script uses,
# so that "no sudo" and "no apt-get" are just a missing link.
#   usage: install_deps_test.sh [INSTALL_DEPS_SH]   (default: the repo's)
# The stubs keep their state in the case's folder: `missing` lists the
# packages dpkg-query reports absent (`absent`: not known; `config-files`:
# removed, config kept), `calls` records every stub call with its arguments.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
script=${1:-$here/../../scripts/install-deps.sh}
[[ -f $script ]] || { echo "install_deps_test: no such script: $script" >&2; exit 2; }
script=$(cd "$(dirname "$script")" && pwd)/$(basename "$script")

# The real tools install-deps.sh runs besides the stubbed ones.
REAL_TOOLS=(mktemp rm tail)
BASH_BIN=$(command -v bash)
ENV_BIN=$(command -v env)
CAT_BIN=$(command -v cat)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failures=0
case_name=
fail() {
  echo "FAIL [$case_name]: $*"
  failures=$((failures + 1))
}

# new_case NAME: a fresh folder with stubs; sets $dir and $bin.
new_case() {
  case_name=$1
  dir=$work/$1 bin=$work/$1/bin
  mkdir -p "$bin"
  : >"$dir/calls"
  : >"$dir/missing"
  local t
  for t in "${REAL_TOOLS[@]}"; do ln -s "$(command -v "$t")" "$bin/$t"; done

  # dpkg-query -W -f='${Status}' PKG, as dpkg-query answers it.
  stub dpkg-query <<EOF
printf 'dpkg-query %s\n' "\$*" >>'$dir/calls'
pkg=\${!#}
while read -r name how; do
  [[ \$name == "\$pkg" ]] || continue
  if [[ \$how == config-files ]]; then
    printf 'deinstall ok config-files'; exit 0
  fi
  echo "dpkg-query: no packages found matching \$pkg" >&2; exit 1
done <'$dir/missing'
printf 'install ok installed'
EOF
  # apt-cache policy PKG: prints $dir/policy (written by the case).
  stub apt-cache <<EOF
printf 'apt-cache %s\n' "\$*" >>'$dir/calls'
exec '$CAT_BIN' '$dir/policy'
EOF
  # apt-get [-q -o ...] update|install ...: records, and an install
  # empties `missing` unless the case wrote install-fails or install-noop.
  stub apt-get <<EOF
printf 'apt-get DEBIAN_FRONTEND=%s %s\n' "\${DEBIAN_FRONTEND-unset}" "\$*" >>'$dir/calls'
for a in "\$@"; do
  case \$a in
    update) [[ -e '$dir/update-fails' ]] && { echo 'E: stub update failure' >&2; exit 100; }
            exit 0 ;;
    install)
      if [[ -e '$dir/install-fails' ]]; then
        for ((i = 1; i <= 40; i++)); do echo "E: stub install log line \$i"; done
        exit 100
      fi
      [[ -e '$dir/install-noop' ]] || : >'$dir/missing'
      exit 0 ;;
  esac
done
exit 1
EOF
  stub_id 0
  # A default policy: a candidate.
  printf '%s\n' 'pkg:' '  Installed: (none)' '  Candidate: 1.0-1' >"$dir/policy"
}

# stub NAME: writes $bin/NAME from stdin (bash, run by absolute path).
stub() {
  { echo "#!$BASH_BIN"; "$CAT_BIN"; } >"$bin/$1"
  chmod +x "$bin/$1"
}
stub_id() {
  stub id <<EOF
[[ \$* == -u ]] && { echo $1; exit 0; }
exit 1
EOF
}
# Like sudo with its default env_reset: the command gets a clean
# environment plus the VAR=value words in front of it.
stub_sudo() {
  stub sudo <<EOF
printf 'sudo %s\n' "\$*" >>'$dir/calls'
vars=()
while [[ \$1 == *=* ]]; do vars+=("\$1"); shift; done
exec '$ENV_BIN' -i PATH="\$PATH" "\${vars[@]}" "\$@"
EOF
}

# run_script: runs install-deps.sh in the case's folder; sets $rc, $out
# ($dir/out) and $err ($dir/err).
run_script() {
  rc=0
  (cd "$dir" && "$ENV_BIN" -i PATH="$bin" HOME="$dir" "$BASH_BIN" "$script" \
     >"$dir/out" 2>"$dir/err" </dev/null) || rc=$?
  out=$(<"$dir/out") err=$(<"$dir/err")
}

expect_rc() {
  [[ $rc == "$1" ]] || fail "exit status $rc, expected $1; stderr: $err"
}
# expect_in TEXT SUBSTRING [WHAT]
expect_in() {
  [[ $1 == *"$2"* ]] || fail "${3:-output} lacks '$2'; it is: $1"
}
expect_not_in() {
  [[ $1 != *"$2"* ]] || fail "${3:-output} has '$2'; it is: $1"
}
calls() { "$CAT_BIN" "$dir/calls"; }
# expect_line FILE LINE [yes|no]: FILE has (yes, the default) or has not a
# line equal to LINE.
expect_line() {
  local l found=no
  while IFS= read -r l; do [[ $l == "$2" ]] && found=yes; done <"$1"
  [[ $found == "${3:-yes}" ]] ||
    fail "$(basename "$1"): line '$2' expected: ${3:-yes}; the file is: $("$CAT_BIN" "$1")"
}
APT_OPTS='-q -o DPkg::Lock::Timeout=300'

# (a) Two packages missing, and apt-cache policy prints far more than a
# pipe holds (2 MiB) after its Candidate line: with `apt-cache | grep -q`
# under pipefail apt-cache died of SIGPIPE and the package read as having
# no candidate.
new_case long_policy
printf '%s\n' 'libmlir-22-dev absent' 'cmake config-files' >"$dir/missing"
{
  printf '%s\n' 'libmlir-22-dev:' '  Installed: (none)' \
    '  Candidate: 1:22.1.8-1~deb12u1' '  Version table:'
  line=$(printf '%0100d' 0)
  for ((i = 0; i < 20000; i++)); do echo "     $line"; done
} >"$dir/policy"
run_script
expect_rc 0
expect_in "$out" 'install-deps: installing libmlir-22-dev cmake' stdout
expect_in "$out" 'install-deps: done' stdout
c=$(calls)
expect_line "$dir/calls" "apt-get DEBIAN_FRONTEND=noninteractive $APT_OPTS update"
expect_line "$dir/calls" "apt-get DEBIAN_FRONTEND=noninteractive $APT_OPTS install -y --no-install-recommends libmlir-22-dev cmake"
expect_line "$dir/calls" 'apt-cache policy libmlir-22-dev'
expect_line "$dir/calls" 'apt-cache policy cmake'
expect_not_in "$c" sudo calls

# (b) Everything installed: nothing printed, apt never asked.
new_case all_installed
run_script
expect_rc 0
[[ -z $out && -z $err ]] || fail "printed something: stdout '$out' stderr '$err'"
c=$(calls)
expect_not_in "$c" apt-get calls
expect_not_in "$c" apt-cache calls
# shellcheck disable=SC2016 # ${Status} is dpkg-query's, not ours
expect_line "$dir/calls" 'dpkg-query -W -f=${Status} libmlir-22-dev'

# (c) No candidate: an LLVM 22 package names bookworm-security, cmake
# the apt sources; nothing is installed.
new_case no_candidate_llvm
echo 'mlir-22-tools absent' >"$dir/missing"
printf '%s\n' 'mlir-22-tools:' '  Installed: (none)' '  Candidate: (none)' \
  >"$dir/policy"
run_script
expect_rc 1
expect_in "$err" 'install-deps: error: no installable version of mlir-22-tools; MLIR/LLVM 22 come from Debian bookworm-security' stderr
expect_not_in "$(calls)" ' install ' calls

new_case no_candidate_cmake
echo 'cmake absent' >"$dir/missing"
printf '%s\n' 'cmake:' '  Installed: (none)' '  Candidate: (none)' >"$dir/policy"
run_script
expect_rc 1
expect_in "$err" 'install-deps: error: no installable version of cmake; check the apt sources' stderr
expect_not_in "$err" bookworm-security stderr
expect_not_in "$(calls)" ' install ' calls

# (d) Not root, no sudo.
new_case no_sudo
echo 'cmake absent' >"$dir/missing"
stub_id 1000
run_script
expect_rc 1
expect_in "$err" 'install-deps: error: not root and no sudo; as root run: apt-get install cmake' stderr
expect_not_in "$(calls)" apt-get calls

# (e) Not root, with sudo: apt-get runs through sudo.
new_case sudo
printf '%s\n' 'cmake absent' 'clang absent' >"$dir/missing"
stub_id 1000
stub_sudo
run_script
expect_rc 0
expect_line "$dir/calls" "sudo DEBIAN_FRONTEND=noninteractive apt-get $APT_OPTS update"
expect_line "$dir/calls" "sudo DEBIAN_FRONTEND=noninteractive apt-get $APT_OPTS install -y --no-install-recommends cmake clang"
expect_line "$dir/calls" "apt-get DEBIAN_FRONTEND=noninteractive $APT_OPTS install -y --no-install-recommends cmake clang"

# (f) No apt-get.
new_case no_apt_get
echo 'cmake absent' >"$dir/missing"
rm "$bin/apt-get"
run_script
expect_rc 1
expect_in "$err" 'install-deps: error: apt-get not found; install by hand: cmake' stderr

# (g) apt-get install fails: the log's tail (its last 30 lines) is shown.
new_case install_fails
echo 'cmake absent' >"$dir/missing"
: >"$dir/install-fails"
run_script
expect_rc 1
expect_in "$err" 'E: stub install log line 40' stderr
expect_in "$err" 'E: stub install log line 11' stderr
expect_line "$dir/err" 'E: stub install log line 10' no
expect_in "$err" 'install-deps: error: apt-get install failed for: cmake' stderr

# (h) apt-get install succeeds but the package is still not installed.
new_case install_noop
echo 'cmake absent' >"$dir/missing"
: >"$dir/install-noop"
run_script
expect_rc 1
expect_in "$err" 'install-deps: error: cmake is still not installed after apt-get install' stderr

# (i) apt-get update fails: nothing is installed.
new_case update_fails
echo 'cmake absent' >"$dir/missing"
: >"$dir/update-fails"
run_script
expect_rc 1
expect_in "$err" 'E: stub update failure' stderr
expect_in "$err" 'install-deps: error: apt-get update failed' stderr
expect_not_in "$(calls)" ' install ' calls

if (( failures )); then
  echo "install_deps_test: $failures failed checks"
  exit 1
fi
echo "install_deps_test: all cases passed"
