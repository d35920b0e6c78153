#!/bin/sh
# Install what gcacw needs on a Debian machine, and say what it installs.
# usage: scripts/deps.sh build|lint
#   build: a C compiler, make, pkg-config, libyaml-dev, check
#   lint:  mandoc, shellcheck
set -u
what=${1:-build}

need=""
case $what in
build)
	command -v cc >/dev/null 2>&1 || need="$need gcc"
	command -v pkg-config >/dev/null 2>&1 || need="$need pkg-config"
	if ! command -v pkg-config >/dev/null 2>&1 ||
	    ! pkg-config --exists yaml-0.1; then
		need="$need libyaml-dev"
	fi
	if ! command -v pkg-config >/dev/null 2>&1 ||
	    ! pkg-config --exists check; then
		need="$need check"
	fi
	;;
lint)
	command -v mandoc >/dev/null 2>&1 || need="$need mandoc"
	command -v shellcheck >/dev/null 2>&1 || need="$need shellcheck"
	;;
*)
	echo "usage: scripts/deps.sh build|lint" >&2
	exit 64
	;;
esac
[ -z "$need" ] && exit 0

echo "gcacw: installing$need (apt-get)"
if ! command -v apt-get >/dev/null 2>&1; then
	echo "gcacw: no apt-get here: install$need by hand, then run make again" >&2
	exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
	sudo=""
elif command -v sudo >/dev/null 2>&1; then
	sudo="sudo"
else
	echo "gcacw: installing$need needs root: run as root or install sudo" >&2
	exit 1
fi
# shellcheck disable=SC2086 # $need is a list of package names
if ! { $sudo apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $need; } \
    >/tmp/gcacw-apt.log 2>&1; then
	echo "gcacw: apt-get could not install$need; see /tmp/gcacw-apt.log" >&2
	tail -n 5 /tmp/gcacw-apt.log >&2
	exit 1
fi
echo "gcacw: installed$need"
