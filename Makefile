# gcacw — see README.  GNU make.
#
#   make            libgcacw and the tools, in build/
#   make check      every test (installs libyaml-dev and check if missing)
#   make SAN=1 check  the same under -fsanitize=address,undefined, in build-san/
#   make demo       the rulebook's 7.5 combat example, explained and drawn
#   make browser-check  gcacw-show's pictures in headless Chromium
#   make install    PREFIX, DESTDIR, MANPREFIX
#   make fuzz       a libFuzzer target per tool (clang), in build-fuzz/
#   make lint       mandoc -Tlint on the man pages, shellcheck on the scripts
#   make bench      throughput against a bare libyaml parse-and-emit
#   make coverage   gcovr line and branch coverage of lib/ over make check
#   make fuzz-run   each fuzz target for FUZZ_TIME seconds
#   make torture    every golden case under every injected allocation
#                   and write failure, under ASan, in build-torture-san/
#                   (tests/torture.sh; make check runs a sample of it)
#   make determinism  every golden case under other locales and zones
#                   (make check runs every fourth)

VERSION = 0.1.0
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANPREFIX ?= $(PREFIX)/share/man
EXAMPLESDIR ?= $(PREFIX)/share/gcacw/examples
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
SCENARIODIR ?= $(PREFIX)/share/gcacw/scenarios
SHARED ?= ../shared

CC ?= cc
CFLAGS ?= -O2 -g
WARN = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes
ifeq ($(WERROR),1)
WARN += -Werror
endif

ifeq ($(SAN),1)
B = build-san
SANFLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer \
	-fno-sanitize-recover=all
else
B = build
SANFLAGS =
endif

# Looked up when a recipe runs, so that `make check` can install first.
YAML_CFLAGS = $(shell pkg-config --cflags yaml-0.1 2>/dev/null)
YAML_LIBS = $(shell pkg-config --libs yaml-0.1 2>/dev/null || echo -lyaml)
CHECK_CFLAGS = $(shell pkg-config --cflags check 2>/dev/null)
CHECK_LIBS = $(shell pkg-config --libs check 2>/dev/null || echo -lcheck)

BASE_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L \
	-DGCACW_VERSION='"$(VERSION)"' $(WARN) $(SANFLAGS) $(CFLAGS) -MMD -MP
ALL_LDFLAGS = $(SANFLAGS) $(LDFLAGS)

# The release build's tools are linked with link-time
# optimization, which inlines the reader's, loader's and writer's small
# functions across files: 2-4% of a campaign ruling, measured with
# make bench.  The library's objects carry both forms (fat): the unit
# tests link their plain code (NO_LTO), and the other builds compile
# without it.  LTO=0 turns it off; a compiler that cannot do it (clang
# has no fat objects) is left without it.
LTO ?= 1
ifeq ($(B)$(LTO),build1)
LTO_CFLAGS := $(shell printf 'int main(void){return 0;}\n' | \
	$(CC) -x c -flto=auto -ffat-lto-objects -Werror -o /dev/null - \
	2>/dev/null && echo '-flto=auto -ffat-lto-objects')
endif
# The unit tests link the objects' plain code: gcc's linker plugin would
# otherwise optimize each of the sixty across the library (4 s each).
NO_LTO = $(if $(LTO_CFLAGS),-fno-lto)

# The layers of lib/ (DESIGN.md section 2, README Layout), lowest first.
# Each folder is compiled with its own include path and those of the
# layers it may use, nothing more: a rule file that includes a loader or
# YAML header does not compile.  Only lib/yaml/ sees libyaml's headers.
LAYERS = base yaml model games doc rules explain cli
INC_base = base
INC_yaml = base yaml
INC_model = base model
INC_games = base model games
INC_doc = base model games doc
INC_rules = base model games rules
INC_explain = base model games rules explain
INC_cli = base yaml model games doc rules explain cli
# The doors see the rules' results, their explanations and the tool's life.
INC_cmd = base model games rules explain cli
layer_inc = $(patsubst %,-Ilib/%,$(INC_$(1)))
ALL_INC = $(call layer_inc,cli)

LIB_SRC = $(sort $(foreach l,$(LAYERS),$(wildcard lib/$(l)/*.c)))
LIB_OBJ = $(LIB_SRC:%.c=$(B)/%.o)
LIB = $(B)/libgcacw.a
TOOLS = $(sort $(patsubst cmd/%.c,%,$(wildcard cmd/gcacw-*.c)))
BINS = $(TOOLS:%=$(B)/bin/%)
UNIT_SRC = $(sort $(wildcard tests/unit/test_*.c))
UNITS = $(UNIT_SRC:tests/unit/%.c=$(B)/tests/%)
MANS = $(sort $(wildcard man/*.[157]))
# What an installed user runs the man pages' EXAMPLES with.
EXAMPLES = examples/README $(sort $(wildcard examples/*.yaml examples/*.sh \
	examples/*.awk examples/*.charts examples/*.svg \
	examples/*.out))
SCRIPTS = $(sort $(wildcard scripts/*.sh tests/*.sh examples/*.sh)) .ci/run

.PHONY: all check layers unit golden cases docs demo install uninstall fuzz lint \
	bench torture torture-sample determinism clean deps deps-lint deps-fuzz \
	_check browser-check deps-browser coverage deps-coverage fuzz-run \
	fuzz-corpus units $(CHECKS)
.SUFFIXES:

all: $(BINS) $(B)/tests/casecheck

define layer_rule
$$(B)/lib/$(1)/%.o: lib/$(1)/%.c
	@mkdir -p $$(@D)
	$$(CC) $$(BASE_CFLAGS) $$(LTO_CFLAGS) $$(call layer_inc,$(1)) $(2) -c \
		-o $$@ $$<
endef
# -DYAML_H: libyaml's own include guard, so that <yaml.h> outside lib/yaml/
# declares nothing and any use of libyaml there is a compile error.
$(foreach l,$(filter-out yaml,$(LAYERS)),$(eval $(call layer_rule,$(l),-DYAML_H)))
$(eval $(call layer_rule,yaml,$$(YAML_CFLAGS)))

# The scenario library: where `make install` puts it, then this tree's,
# so that the tools run from build/ find it too ($GCACW_SCENARIOS first).
$(B)/lib/cli/cli_scenario.o: BASE_CFLAGS += \
	-DGCACW_SCENARIOS='"$(SCENARIODIR):$(CURDIR)/scenarios"'
SCENARIOS = $(sort $(wildcard scenarios/*/*.yaml))

$(LIB): $(LIB_OBJ)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $(LIB_OBJ)

$(B)/bin/%: cmd/%.c $(LIB)
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(LTO_CFLAGS) $(call layer_inc,cmd) -DYAML_H \
		-o $@ $< $(LIB) $(ALL_LDFLAGS) $(YAML_LIBS) -lm

# Every unit-test program is linked with the one fixture (fixture.h).
$(B)/tests/fixture.o: tests/unit/fixture.c
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(ALL_INC) $(YAML_CFLAGS) $(CHECK_CFLAGS) \
		-Itests/unit -c -o $@ $<

$(B)/tests/test_%: tests/unit/test_%.c $(B)/tests/fixture.o $(LIB)
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(ALL_INC) $(YAML_CFLAGS) $(CHECK_CFLAGS) \
		-Itests/unit -o $@ $< $(B)/tests/fixture.o $(LIB) $(NO_LTO) \
		$(ALL_LDFLAGS) $(CHECK_LIBS) $(YAML_LIBS) -lm

$(B)/tests/casecheck: tests/casecheck.c
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(YAML_CFLAGS) -o $@ $< $(ALL_LDFLAGS) $(YAML_LIBS)

# The README's test command.  Installs what a fresh Debian machine lacks.
# The suites are targets of their own, run JOBS at a time (CI's machine
# has 2 cores; the suite is mostly starting processes), each one's report
# printed whole when it ends (-Otarget).  Under SAN=1 the layering check,
# the house rules and the man pages' DIAGNOSTICS against the golden cases
# are left out: they run no tool.
JOBS ?= $(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
# Longest first: golden (and under SAN=1 the unit tests) set the time.
CHECKS = check-golden $(if $(filter 1,$(SAN)),check-unit,check-torture \
	check-determinism check-unit check-layers check-diagnostics \
	check-house) check-cases check-examples check-docs check-show check-completion

check: deps
	@mkdir -p $(B)
	@{ $(MAKE) --no-print-directory -j$(JOBS) -Otarget _check 2>&1; \
		echo $$? > $(B)/check.status; } | tee $(B)/check.log
	@sh tests/total.sh $(B)/check.log "$$(cat $(B)/check.status)"

_check: $(CHECKS)

check-unit: $(UNITS)
	@sh tests/unit.sh $(UNITS)

check-layers: $(LIB)
	@$(LAYERS_ENV) sh tests/layers.sh $(B)

# The house rules a reader relies on: the README's Layout is the tree,
# rule families by prefix, unit tests named by their rule (tests/house.sh).
check-house:
	@sh tests/house.sh

check-golden: $(BINS)
	@GOLDEN_LEAKS_EVERY=$(if $(filter 1,$(SAN)),3,1) \
		sh tests/golden.sh $(B)/bin
	@sh tests/inplace.sh $(B)/bin

check-cases: $(BINS) $(B)/tests/casecheck
	@sh tests/cases.sh $(B) $(SHARED)/cases

check-examples: $(BINS)
	@MAKE='$(MAKE)' sh tests/examples.sh $(B)/bin

check-docs: $(BINS)
	@sh tests/docs.sh $(B)/bin

check-completion: $(BINS)
	@sh tests/completion.sh $(B)/bin

check-diagnostics:
	@sh tests/diagnostics.sh

check-show: $(BINS)
	@sh tests/show.sh $(B)/bin

check-determinism: $(BINS)
	@DETERMINISM_EVERY=4 sh tests/determinism.sh $(B)/bin

check-torture:
	+@$(MAKE) --no-print-directory torture-sample

# The flags of each layer, for tests/layers.sh's probes.
LAYERS_ENV = CC='$(CC)' $(foreach l,$(LAYERS),CFLAGS_$(l)='$(BASE_CFLAGS) \
	$(call layer_inc,$(l)) $(if $(filter yaml,$(l)),,-DYAML_H)')

layers: $(LIB)
	@$(LAYERS_ENV) sh tests/layers.sh $(B)

unit: $(UNITS)
	@sh tests/unit.sh $(UNITS)

golden: $(BINS)
	@GOLDEN_LEAKS_EVERY=$(if $(filter 1,$(SAN)),3,1) \
		sh tests/golden.sh $(B)/bin
	@sh tests/inplace.sh $(B)/bin

cases: $(BINS) $(B)/tests/casecheck
	@sh tests/cases.sh $(B) $(SHARED)/cases

deps:
	@sh scripts/deps.sh build

# Quiet: the build says nothing unless it fails.
demo: deps
	@echo "gcacw: building the tools (quietly), then the 7.5 combat" \
		"example: the attack, the rout and the advance explained"
	@$(MAKE) --no-print-directory -s -j2 $(BINS) >/dev/null
	@sh examples/demo.sh $(B)/bin
	@PATH="$(CURDIR)/$(B)/bin:$$PATH" sh -c 'gcacw-combat --attacker Brown \
		--target 4610 --attack hasty --dice 3,4,2 \
		< examples/hasty-attack.yaml | gcacw-retreat | \
		gcacw-show --entry 1,2' > examples/hasty-attack.svg
	@echo "== The example drawn: examples/hasty-attack.svg (gcacw-show)"

# gcacw-show's pictures in a real browser: headless Chromium,
# installed here, against rsvg-convert's rendering.
browser-check: deps-browser $(BINS)
	@sh tests/show.sh --browser $(B)/bin

deps-browser:
	@sh scripts/deps.sh browser

# The old gcacw.5 is removed: now gcacw-file.5, it would shadow gcacw(7).
install: $(BINS)
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANPREFIX)/man1 \
		$(DESTDIR)$(MANPREFIX)/man5 $(DESTDIR)$(MANPREFIX)/man7
	for t in $(TOOLS); do \
		install -m 755 $(B)/bin/$$t $(DESTDIR)$(BINDIR)/$$t; done
	for m in $(MANS); do s=$${m##*.}; \
		install -m 644 $$m $(DESTDIR)$(MANPREFIX)/man$$s/; done
	rm -f $(DESTDIR)$(MANPREFIX)/man5/gcacw.5
	mkdir -p $(DESTDIR)$(EXAMPLESDIR)
	install -m 644 $(EXAMPLES) $(DESTDIR)$(EXAMPLESDIR)/
	for f in $(SCENARIOS); do d=$$(dirname $$f); \
		mkdir -p $(DESTDIR)$(SCENARIODIR)/$${d#scenarios/}; \
		install -m 644 $$f $(DESTDIR)$(SCENARIODIR)/$${d#scenarios/}/; \
		done
	mkdir -p $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	install -m 644 completion/gcacw.bash $(DESTDIR)$(BASHCOMPDIR)/gcacw
	for t in $(TOOLS); do ln -sf gcacw $(DESTDIR)$(BASHCOMPDIR)/$$t; done
	install -m 644 completion/_gcacw $(DESTDIR)$(ZSHCOMPDIR)/_gcacw

uninstall:
	for t in $(TOOLS); do rm -f $(DESTDIR)$(BINDIR)/$$t \
		$(DESTDIR)$(BASHCOMPDIR)/$$t; done
	rm -f $(DESTDIR)$(BASHCOMPDIR)/gcacw $(DESTDIR)$(ZSHCOMPDIR)/_gcacw
	for m in $(MANS); do s=$${m##*.}; \
		rm -f $(DESTDIR)$(MANPREFIX)/man$$s/$${m##*/}; done
	for e in $(EXAMPLES); do rm -f $(DESTDIR)$(EXAMPLESDIR)/$${e##*/}; \
		done
	for f in $(SCENARIOS); do rm -f $(DESTDIR)$(SCENARIODIR)/$${f#scenarios/}; \
		done
	-rmdir $(DESTDIR)$(SCENARIODIR)/siv $(DESTDIR)$(SCENARIODIR)/sjw \
		$(DESTDIR)$(SCENARIODIR)
	-rmdir $(DESTDIR)$(EXAMPLESDIR) $(DESTDIR)$(PREFIX)/share/gcacw

# libFuzzer, clang only: one target per tool, tests/fuzz/TOOL/fuzz.c (the
# tool's own code with the driver of tests/fuzz/driver.h), its seeds in
# tests/fuzz/TOOL/corpus/.  libgcacw is built again in build-fuzz/ with
# coverage and the sanitizers, layer by layer as above.  Run one with new
# inputs kept out of the tree, e.g.
#   build-fuzz/fuzz-gcacw-check -max_total_time=600 \
#       build-fuzz/corpus/gcacw-check tests/fuzz/gcacw-check/corpus
FUZZ_TOOLS = $(patsubst tests/fuzz/%/fuzz.c,%,$(sort \
	$(wildcard tests/fuzz/gcacw-*/fuzz.c)))
# yaml-emit is the writer's own: lib/yaml/yaml_emit.c against libyaml's
# emitter on whatever libyaml parses, no tool, no driver.
FUZZ_ALL = $(FUZZ_TOOLS) yaml-emit
FUZZERS = $(FUZZ_ALL:%=build-fuzz/fuzz-%)
FUZZ_SAN = -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer

fuzz: deps-fuzz
	@mkdir -p $(FUZZ_ALL:%=build-fuzz/corpus/%)
	@$(MAKE) --no-print-directory B=build-fuzz CC=clang CFLAGS='-O1 -g' \
		SANFLAGS='-fsanitize=fuzzer-no-link $(FUZZ_SAN)' $(FUZZERS)

deps-fuzz:
	@sh scripts/deps.sh fuzz

# Each target for FUZZ_TIME seconds, one after the other: new
# inputs in build-fuzz/corpus/TOOL, seeded by tests/fuzz/TOOL/corpus and
# by the golden cases (fuzz-corpus), with the file's dictionary and inputs
# as large as a real game file.  A crash is kept as
# build-fuzz/crash/TOOL-*; the run goes on to the next target and fails
# at the end.  Each target's executions are printed.
FUZZ_TIME ?= 60
FUZZ_FLAGS = -max_len=65536 -dict=tests/fuzz/gcacw.dict -print_final_stats=1

fuzz-run: fuzz fuzz-corpus
	@mkdir -p build-fuzz/crash build-fuzz/log; bad=""; \
	for t in $(FUZZ_ALL); do \
		build-fuzz/fuzz-$$t $(FUZZ_FLAGS) -max_total_time=$(FUZZ_TIME) \
		    -artifact_prefix=build-fuzz/crash/$$t- build-fuzz/corpus/$$t \
		    tests/fuzz/$$t/corpus build-fuzz/seeds/$$t \
		    >build-fuzz/log/$$t.log 2>&1 || bad="$$bad $$t"; \
		echo "$$t: $$(sed -n 's/^stat::number_of_executed_units: *//p' \
		    build-fuzz/log/$$t.log) executions, $$(ls \
		    build-fuzz/corpus/$$t | wc -l) inputs in its corpus"; \
	done; \
	[ -z "$$bad" ] || { echo "fuzz-run: crashes in$$bad: see" \
	    "build-fuzz/log/ and build-fuzz/crash/"; exit 1; }

# The golden cases as seeds (tests/fuzz/corpus.py), a pipeline's input
# made with build/'s tools.
fuzz-corpus: $(BINS)
	@for t in $(FUZZ_TOOLS); do python3 tests/fuzz/corpus.py $$t \
		tests/cases build-fuzz/seeds/$$t $(B)/bin >/dev/null || exit 1; done
	@# The writer's: every golden case's input and output, as they are.
	@mkdir -p build-fuzz/seeds/yaml-emit; for f in tests/cases/*/*/in \
		tests/cases/*/*/out; do cp "$$f" build-fuzz/seeds/yaml-emit/$$(\
		echo "$$f" | tr / _) || exit 1; done

# The driver runs a tool through cli_run() and reloads what it wrote, so
# it sees every layer; a target holds its tool's cmd/ file and is built
# with cmd/'s include paths.
build-fuzz/tests/fuzz/driver.o: tests/fuzz/driver.c
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(ALL_INC) -DYAML_H -c -o $@ $<

build-fuzz/fuzz-yaml-emit: tests/fuzz/yaml-emit/fuzz.c $(LIB)
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(call layer_inc,yaml) -fsanitize=fuzzer -o $@ \
		$< $(LIB) $(ALL_LDFLAGS) $(YAML_LIBS)

build-fuzz/fuzz-%: tests/fuzz/%/fuzz.c build-fuzz/tests/fuzz/driver.o $(LIB)
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(call layer_inc,cmd) -Itests/fuzz -DYAML_H \
		-fsanitize=fuzzer -o $@ $< build-fuzz/tests/fuzz/driver.o \
		$(LIB) $(ALL_LDFLAGS) $(YAML_LIBS) -lm

# Line and branch coverage of lib/ over make check: everything
# built again in build-cov/ with --coverage at -O0 (so that a branch is
# one of the source's), the counts zeroed, the suite run, and gcovr's
# summary printed; the per-file tables are written to build-cov/.
# make check's fault-injection sample runs under it too, in
# build-cov-torture/: the out-of-memory and write-failure paths it takes
# count (torture.c itself, the harness, does not).
COV_MAKE = $(MAKE) --no-print-directory B=build-cov SAN= SANFLAGS= \
	CFLAGS='-O0 -g --coverage' LDFLAGS='--coverage' \
	TORTURE_B=build-cov-torture TORTURE_CFLAGS='-O0 -g --coverage -DTORTURE' \
	TORTURE_LDFLAGS=--coverage
GCOVR = gcovr -r . --filter 'lib/' --exclude lib/base/torture.c \
	--exclude-unreachable-branches build-cov build-cov-torture

coverage: deps-coverage
	@$(COV_MAKE) -s all units
	@mkdir -p build-cov-torture
	@find build-cov build-cov-torture -name '*.gcda' -exec rm -f {} +
	@# The ulimit -f cases leave libgcov no room for its data; its
	@# complaint would be part of what they compare (GCC's runtime reads
	@# GCOV_ERROR_FILE).
	@GCOV_ERROR_FILE=/dev/null $(COV_MAKE) -j$(JOBS) _check >build-cov/check.log 2>&1 || \
		{ tail -n 20 build-cov/check.log; exit 1; }
	@$(GCOVR) -o build-cov/coverage.txt
	@$(GCOVR) --branches -o build-cov/coverage-branches.txt
	@# Not -o /dev/null: gcovr replaces its output file, and /dev/null
	@# was replaced by a regular file on this machine.
	@$(GCOVR) --print-summary -o build-cov/summary.txt
	@echo "gcacw: per file: build-cov/coverage.txt (lines)," \
		"build-cov/coverage-branches.txt (branches)"

deps-coverage:
	@sh scripts/deps.sh coverage

units: $(UNITS)
# Fault injection: -DTORTURE compiles lib/base/torture.c's
# hooks, the linker sends every allocation through them (libyaml linked
# statically so that its own count too).  make check runs a sample of
# cases and points in build-torture/ (-O0, no sanitizer: quick to build
# and to run); make torture runs every case and every point under ASan
# and LSan in build-torture-san/, for leaks too (hours: TORTURE_EVERY=N
# and TORTURE_FULL=0 sample it).
TORTURE_WRAP = -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc \
	-Wl,--wrap=aligned_alloc,--wrap=open_memstream,--wrap=fopen \
	-Wl,--wrap=fdopen
TORTURE_MAKE = $(MAKE) --no-print-directory \
	LDFLAGS='$(TORTURE_WRAP) $(TORTURE_LDFLAGS)' \
	YAML_LIBS='-Wl,-Bstatic -lyaml -Wl,-Bdynamic'
TORTURE_FULL ?= 1
TORTURE_B = build-torture
TORTURE_CFLAGS = -O0 -g -DTORTURE
TORTURE_LDFLAGS =

torture: deps
	@$(TORTURE_MAKE) B=build-torture-san CFLAGS='-O1 -g -DTORTURE' \
		SANFLAGS='-fsanitize=address -fno-omit-frame-pointer' \
		$(TOOLS:%=build-torture-san/bin/%)
	@TORTURE_FULL=$(TORTURE_FULL) sh tests/torture.sh build-torture-san/bin

torture-sample:
	+@$(TORTURE_MAKE) -s B=$(TORTURE_B) CFLAGS='$(TORTURE_CFLAGS)' \
		SANFLAGS= $(TOOLS:%=$(TORTURE_B)/bin/%) >/dev/null
	@sh tests/torture.sh $(TORTURE_B)/bin

determinism: $(BINS)
	@sh tests/determinism.sh $(B)/bin

lint: deps-lint
	mandoc -Tlint -W warning $(MANS)
	shellcheck $(SCRIPTS)

deps-lint:
	@sh scripts/deps.sh lint

bench: $(BINS) $(B)/tests/bench $(B)/tests/yamlcat
	@sh tests/bench.sh $(B)

$(B)/tests/yamlcat: tests/yamlcat.c
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(YAML_CFLAGS) -o $@ $< $(ALL_LDFLAGS) $(YAML_LIBS)

$(B)/tests/bench: tests/bench.c $(LIB)
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(ALL_INC) $(YAML_CFLAGS) -o $@ $< $(LIB) $(ALL_LDFLAGS) $(YAML_LIBS) -lm

# Header dependencies, written by -MMD -MP as each object is built.
-include $(LIB_OBJ:.o=.d) $(BINS:=.d) $(UNITS:=.d) $(B)/tests/fixture.d \
	$(B)/tests/bench.d \
	$(FUZZERS:=.d) build-fuzz/tests/fuzz/driver.d

clean:
	rm -rf build build-san build-fuzz build-cov build-cov-torture
	rm -rf build build-san build-fuzz build-torture build-torture-san
