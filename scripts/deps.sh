#!/bin/sh
# Install what gcacw needs on a Debian machine, and say what it installs.
# usage: scripts/deps.sh build|lint|fuzz|browser|coverage
#   build: a C compiler, make, pkg-config, libyaml-dev, check; for
#          gcacw-show's tests (tests/show.sh) xmllint (libxml2-utils) to
#          check its SVG is well-formed, rsvg-convert (librsvg2-bin) to
#          render it and python3 to read the rendered pixels
#   browser: those and headless Chromium (make browser-check)
#   lint:  mandoc, shellcheck
#   fuzz:  pkg-config, libyaml-dev, clang and its libFuzzer runtime
#   coverage: what build installs, and gcovr to read gcc's --coverage
#          counts as line and branch percentages (make coverage)
set -u
what=${1:-build}

# libyaml, found through pkg-config.
need_yaml() {
	command -v pkg-config >/dev/null 2>&1 || need="$need pkg-config"
	if ! command -v pkg-config >/dev/null 2>&1 ||
	    ! pkg-config --exists yaml-0.1; then
		need="$need libyaml-dev"
	fi
}

# Whether clang links a libFuzzer target: the runtime comes with clang on
# some releases, in a package of its own (libclang-rt-N-dev) on others.
fuzzer_links() {
	dir=$(mktemp -d "${TMPDIR:-/tmp}/gcacw-deps.XXXXXX") || return 1
	printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
	    'int LLVMFuzzerTestOneInput(const uint8_t *, size_t);' \
	    'int LLVMFuzzerTestOneInput(const uint8_t *p, size_t n)' \
	    '{ (void)p; (void)n; return 0; }' >"$dir/t.c"
	clang -fsanitize=fuzzer -o "$dir/t" "$dir/t.c" >/dev/null 2>&1
	ok=$?
	rm -rf "$dir"
	return $ok
}

# gcacw-show's tests: XML check, SVG rendering, reading pixels.
need_show() {
	command -v xmllint >/dev/null 2>&1 || need="$need libxml2-utils"
	command -v rsvg-convert >/dev/null 2>&1 || need="$need librsvg2-bin"
	command -v python3 >/dev/null 2>&1 || need="$need python3"
}

need=""
case $what in
build|coverage)
	command -v cc >/dev/null 2>&1 || need="$need gcc"
	need_yaml
	if ! command -v pkg-config >/dev/null 2>&1 ||
	    ! pkg-config --exists check; then
		need="$need check"
	fi
	need_show
	if [ "$what" = coverage ]; then
		command -v gcovr >/dev/null 2>&1 || need="$need gcovr"
	fi
	;;
browser)
	need_show
	command -v chromium >/dev/null 2>&1 ||
	    command -v chromium-browser >/dev/null 2>&1 ||
	    need="$need chromium"
	;;
lint)
	command -v mandoc >/dev/null 2>&1 || need="$need mandoc"
	command -v shellcheck >/dev/null 2>&1 || need="$need shellcheck"
	;;
fuzz)
	need_yaml
	command -v clang >/dev/null 2>&1 || need="$need clang"
	;;
*)
	echo "usage: scripts/deps.sh build|lint|fuzz|browser|coverage" >&2
	exit 64
	;;
esac

# apt-get install $need, as root or through sudo; exits on failure.
install() {
	echo "gcacw: installing$need (apt-get)"
	if ! command -v apt-get >/dev/null 2>&1; then
		echo "gcacw: no apt-get here: install$need by hand, then run" \
		    "make again" >&2
		exit 1
	fi
	if [ "$(id -u)" -eq 0 ]; then
		sudo=""
	elif command -v sudo >/dev/null 2>&1; then
		sudo="sudo"
	else
		echo "gcacw: installing$need needs root: run as root or" \
		    "install sudo" >&2
		exit 1
	fi
	# A log of this run's own: a fixed name in /tmp could be another
	# user's, and then unwritable or misleading.
	log=$(mktemp "${TMPDIR:-/tmp}/gcacw-apt.XXXXXX") || exit 1
	# shellcheck disable=SC2086 # $need is a list of package names
	if ! { $sudo apt-get update -qq &&
	    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
	    $need; } >"$log" 2>&1; then
		echo "gcacw: apt-get could not install$need; see $log" >&2
		tail -n 5 "$log" >&2
		exit 1
	fi
	rm -f "$log"
	echo "gcacw: installed$need"
}

[ -z "$need" ] || install
if [ "$what" = fuzz ] && ! fuzzer_links; then
	need=" libclang-rt-$(clang -dumpversion | cut -d. -f1)-dev"
	install
	if ! fuzzer_links; then
		echo "gcacw: clang cannot link a libFuzzer target; see" \
		    "clang -fsanitize=fuzzer" >&2
		exit 1
	fi
fi
exit 0
