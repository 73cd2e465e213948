# pyeval build.
#
#   make            install missing Debian packages (as root), fetch pinned npm sources,
#                   build build/pyeval and build/libpyeval.a
#   make test       every test: C unit tests, differential cases, limit cases, then the
#                   same again under ASan+UBSan (build-asan/), then a fuzz smoke pass, then
#                   the Python package's (test-python, typecheck, examples, test-python-asan)
#   make asan       the sanitizer build only
#   make alloc-sweep  the full allocation-failure sweep under ASan+UBSan (tests/sweep/;
#                   SWEEP_FLAGS passes options to the driver); `make test` runs a sample
#   make fuzz       build the libFuzzer targets (clang, build-fuzz/) and run each for
#                   FUZZ_SECONDS (default 60); `make fuzz-smoke` is the short,
#                   repeatable pass `make test` ends with
#   make clean      remove build outputs (deps/node_modules is kept; `make distclean`)
#
#   make python     the Python package: a wheel in build-py/dist, installed into .venv
#                   (python/build.mk has the Python targets: test-python, typecheck, ...)
#
# Variables: BUILD (output folder), SAN=1 (ASan+UBSan), OPT (optimisation flags),
# FUZZ=1 (clang with libFuzzer instrumentation; set by `make fuzz`), PIC (1 by default:
# position-independent code, so the same libpyeval.a links into the CLI and into the
# Python extension; callgrind counts the same instructions either way on x86-64, because
# the linker relaxes the GOT loads of an executable: calls.py 562,350,822 without,
# 562,351,085 with; loops.py 2,011,253,559 and 2,011,253,848).

BUILD ?= build
SAN ?= 0
PIC ?= 1
OPT ?= -O2
CC ?= cc
# Parallel compilation by default; the test phases below still run one after another.
ifeq ($(MAKELEVEL),0)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 2)
endif

DEBIAN_PKGS := libutf8proc-dev libtommath-dev libpcre2-dev zlib1g-dev libssl-dev libmpdec-dev unicode-data \
  clang-format
ifeq ($(FUZZ),1)
  # libFuzzer ships with clang's compiler-rt
  DEBIAN_PKGS += clang libclang-rt-14-dev
  CC := clang
  SAN := 1
  OPT := -O1 -fsanitize=fuzzer-no-link
endif
DEPS_DIR := deps/node_modules
TS_DIR := $(DEPS_DIR)/tree-sitter/vendor/tree-sitter/lib
TSPY_DIR := $(DEPS_DIR)/tree-sitter-python/src
DEPS_STAMP := $(DEPS_DIR)/.pyeval-stamp
PKG_STAMP := $(BUILD)/.pkgs-ok

WARN := -Wall -Wextra -Werror -Wno-unused-parameter
CFLAGS_COMMON := -std=c11 -D_GNU_SOURCE -g $(OPT) -fno-strict-aliasing
# -fno-semantic-interposition: the library's functions still inline into each other
# when compiled for a shared object (its symbols are never interposed: the extension
# exports only its init function).
ifeq ($(PIC),1)
  CFLAGS_COMMON += -fPIC -fno-semantic-interposition
endif
ifeq ($(SAN),1)
  SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
  CFLAGS_COMMON += $(SANFLAGS) -DPE_DEBUG=1
  LDFLAGS += $(SANFLAGS)
endif
INCLUDES := -Iinclude -I. -I$(TS_DIR)/include
CFLAGS_PE := $(CFLAGS_COMMON) $(WARN) $(INCLUDES) -MMD -MP
CFLAGS_TS := $(CFLAGS_COMMON) -w -I$(TS_DIR)/include -I$(TS_DIR)/src -I$(TSPY_DIR)
LIBS := -lutf8proc -ltommath -lpcre2-8 -lz -lcrypto -lmpdec -lm -lpthread

LIB_SRCS := $(sort $(wildcard core/*.c parser/*.c eval/*.c builtins/*.c modules/*.c check/*.c))
CLI_SRCS := $(sort $(wildcard cli/*.c))
UNIT_SRCS := $(sort $(wildcard tests/unit/*.c))

LIB_OBJS := $(LIB_SRCS:%.c=$(BUILD)/obj/%.o)
CLI_OBJS := $(CLI_SRCS:%.c=$(BUILD)/obj/%.o)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/unit/%)
TS_OBJS := $(BUILD)/ts/lib.o $(BUILD)/ts/parser.o $(BUILD)/ts/scanner.o
# Tables generated at build time from Debian's unicode-data (never committed).
UCD_DIR := /usr/share/unicode
GEN_OBJS := $(BUILD)/gen/ucd_names.o $(BUILD)/gen/ucd_props.o $(BUILD)/gen/ucd_db.o
# The Python parts of modules (modules/py/*.py), as C bytes (never committed).
FROZEN_PY := $(sort $(wildcard modules/py/*.py))
GEN_OBJS += $(BUILD)/gen/frozen.o

.PHONY: all lib test test-only asan test-asan clean distclean deps pkgs bench format format-check check-alloc \
	alloc-sweep bench-api \
	fuzz fuzz-smoke fuzz-build bench-worker
all: $(BUILD)/pyeval $(BUILD)/libpyeval.a
lib: $(BUILD)/libpyeval.a

# The compile flags of $(BUILD), rewritten only when they change: every object depends on
# it, so a folder built with other flags (PIC, SAN, OPT) is rebuilt, never mixed.
FLAGS_STAMP := $(BUILD)/.cflags
$(FLAGS_STAMP): FORCE
	@mkdir -p $(BUILD)
	@echo '$(CC) $(CFLAGS_COMMON)' | cmp -s - $@ || echo '$(CC) $(CFLAGS_COMMON)' > $@
FORCE:

# ---- setup: Debian packages and pinned npm sources ------------------------------------

$(PKG_STAMP): tools/install_pkgs.sh
	@mkdir -p $(BUILD)
	@sh tools/install_pkgs.sh $(DEBIAN_PKGS)
	@touch $@

$(DEPS_STAMP): deps/package.json deps/package-lock.json
	cd deps && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@touch $@

pkgs: $(PKG_STAMP)
deps: $(DEPS_STAMP)

# ---- third-party objects (no -Werror: not our code) ------------------------------------
# Each waits for the Debian packages: the fuzz build's compiler (clang) is one of them,
# so under -j a compile must not start before the install has finished.

$(BUILD)/ts/lib.o: $(DEPS_STAMP) $(PKG_STAMP) $(FLAGS_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_TS) -c $(TS_DIR)/src/lib.c -o $@
$(BUILD)/ts/parser.o: $(DEPS_STAMP) $(PKG_STAMP) $(FLAGS_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_TS) -c $(TSPY_DIR)/parser.c -o $@
$(BUILD)/ts/scanner.o: $(DEPS_STAMP) $(PKG_STAMP) $(FLAGS_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_TS) -DTREE_SITTER_REUSE_ALLOCATOR -c $(TSPY_DIR)/scanner.c -o $@

# ---- generated tables ------------------------------------------------------------------

$(BUILD)/gen/ucd_names.c: tools/gen_ucd_names.py $(PKG_STAMP)
	@mkdir -p $(dir $@)
	python3 tools/gen_ucd_names.py $(UCD_DIR) $@

$(BUILD)/gen/ucd_names.o: $(BUILD)/gen/ucd_names.c core/ucd.h $(FLAGS_STAMP)
	$(CC) $(CFLAGS_PE) -c $< -o $@

$(BUILD)/gen/ucd_props.c: tools/gen_ucd_props.py $(PKG_STAMP)
	@mkdir -p $(dir $@)
	python3 tools/gen_ucd_props.py $(UCD_DIR) $@

$(BUILD)/gen/ucd_props.o: $(BUILD)/gen/ucd_props.c core/ucd.h $(FLAGS_STAMP)
	$(CC) $(CFLAGS_PE) -c $< -o $@

$(BUILD)/gen/ucd_db.c: tools/gen_ucd_db.py $(PKG_STAMP)
	@mkdir -p $(dir $@)
	python3 tools/gen_ucd_db.py $(UCD_DIR) $@

$(BUILD)/gen/ucd_db.o: $(BUILD)/gen/ucd_db.c core/ucd_db.h $(FLAGS_STAMP)
	$(CC) $(CFLAGS_PE) -c $< -o $@

$(BUILD)/gen/frozen.c: tools/gen_frozen.py $(FROZEN_PY)
	@mkdir -p $(dir $@)
	python3 tools/gen_frozen.py $@ $(FROZEN_PY)

$(BUILD)/gen/frozen.o: $(BUILD)/gen/frozen.c modules/frozen.h $(FLAGS_STAMP)
	$(CC) $(CFLAGS_PE) -c $< -o $@

# ---- our code -------------------------------------------------------------------------

$(BUILD)/obj/%.o: %.c $(FLAGS_STAMP) | $(DEPS_STAMP) $(PKG_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_PE) -c $< -o $@

$(BUILD)/libpyeval.a: $(LIB_OBJS) $(TS_OBJS) $(GEN_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/pyeval: $(CLI_OBJS) $(BUILD)/libpyeval.a
	$(CC) $(LDFLAGS) -o $@ $(CLI_OBJS) $(BUILD)/libpyeval.a $(LIBS)

# Unit-test tables are generated from python3 (the oracle) at build time, never
# committed: tests/unit/gen_X.py writes X.h.
UNIT_GEN := $(patsubst tests/unit/gen_%.py,$(BUILD)/gen/unit/%.h,$(wildcard tests/unit/gen_*.py))
.PRECIOUS: $(BUILD)/gen/unit/%.h

$(BUILD)/gen/unit/%.h: tests/unit/gen_%.py
	@mkdir -p $(dir $@)
	python3 $< > $@.tmp && mv $@.tmp $@

$(BUILD)/unit/%: tests/unit/%.c $(BUILD)/libpyeval.a $(UNIT_GEN)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_PE) -I$(BUILD)/gen/unit $(LDFLAGS) -o $@ $< $(BUILD)/libpyeval.a $(LIBS)

# The allocation-failure sweep driver (tests/sweep/README.md).
$(BUILD)/alloc_sweep: tests/sweep/alloc_sweep.c $(BUILD)/libpyeval.a
	$(CC) $(CFLAGS_PE) $(LDFLAGS) -o $@ $< $(BUILD)/libpyeval.a $(LIBS)

-include $(LIB_OBJS:.o=.d) $(CLI_OBJS:.o=.d)

# ---- the isolated worker (worker/, docs/worker.md) ---------------------------------------
# build/pyeval-worker runs one session locked down; build/pyeval-worker-test is the same
# with the test hooks (PE_WORKER_TEST_HOOKS) that make it misbehave on purpose; the
# client (wire + client) is what a host links to drive workers.
WORKER_CLIENT_OBJS := $(BUILD)/obj/worker/wire.o $(BUILD)/obj/worker/client.o
WORKER_BIN_OBJS := $(BUILD)/obj/worker/wire.o $(BUILD)/obj/worker/lockdown.o
WORKER_BINS := $(BUILD)/pyeval-worker $(BUILD)/pyeval-worker-test
all: $(WORKER_BINS) $(BUILD)/libpyeval-worker.a

$(BUILD)/obj/worker/main_test.o: worker/main.c $(FLAGS_STAMP) | $(DEPS_STAMP) $(PKG_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_PE) -DPE_WORKER_TEST_HOOKS -c $< -o $@

$(BUILD)/pyeval-worker: $(BUILD)/obj/worker/main.o $(WORKER_BIN_OBJS) $(BUILD)/libpyeval.a
	$(CC) $(LDFLAGS) -o $@ $(BUILD)/obj/worker/main.o $(WORKER_BIN_OBJS) $(BUILD)/libpyeval.a $(LIBS)

$(BUILD)/pyeval-worker-test: $(BUILD)/obj/worker/main_test.o $(WORKER_BIN_OBJS) $(BUILD)/libpyeval.a
	$(CC) $(LDFLAGS) -o $@ $(BUILD)/obj/worker/main_test.o $(WORKER_BIN_OBJS) \
	  $(BUILD)/libpyeval.a $(LIBS)

$(BUILD)/libpyeval-worker.a: $(WORKER_CLIENT_OBJS)
	@rm -f $@
	ar rcs $@ $^

# The worker's C tests run with the unit tests (tests/run_unit.py runs build/unit/*).
UNIT_BINS += $(BUILD)/unit/test_worker
$(BUILD)/unit/test_worker: tests/worker/test_worker.c $(WORKER_CLIENT_OBJS) $(WORKER_BINS) \
  $(BUILD)/libpyeval.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_PE) -Itests/unit $(LDFLAGS) -o $@ $< $(WORKER_CLIENT_OBJS) \
	  $(BUILD)/libpyeval.a $(LIBS)

# Warm isolated call latency (bench/worker_latency.c; not a test).
$(BUILD)/bench_worker: bench/worker_latency.c $(WORKER_CLIENT_OBJS) $(WORKER_BINS) \
  $(BUILD)/libpyeval.a
	$(CC) $(CFLAGS_PE) $(LDFLAGS) -o $@ $< $(WORKER_CLIENT_OBJS) $(BUILD)/libpyeval.a $(LIBS)
bench-worker: $(BUILD)/bench_worker
	@$(BUILD)/bench_worker $(BUILD)/pyeval-worker

-include $(BUILD)/obj/worker/main.d $(BUILD)/obj/worker/main_test.d $(BUILD)/obj/worker/wire.d \
  $(BUILD)/obj/worker/client.d $(BUILD)/obj/worker/lockdown.d

# ---- tests ----------------------------------------------------------------------------

# Runs the suites against $(BUILD); each suite prints its own summary line.
# Sanitizer frames are several times larger, so the sanitizer run gets a 64 MiB stack:
# the C-stack guard (core/stack.h) reads the real bounds, and CPython's own depth
# thresholds stay reachable.
# Sanitized code also runs several times slower, so the limit cases' time bounds are
# scaled for it, and its allocator keeps freed blocks (the quarantine, and size classes
# it does not return to the system), so their RSS bounds are too: the worst case,
# tests/limits/red_union_growth.py, peaks at 1.5 GB under ASan against 23 MB normally.
ifeq ($(SAN),1)
STACK := ulimit -s 65536 &&
LIMITS_SCALE := --time-scale 4 --rss-scale 5
# the differential cases' per-run timeout (10 s by default) scaled the same way
CASES_TIMEOUT := --timeout 40
endif
test-only: all $(UNIT_BINS)
	@$(STACK) python3 tests/run_unit.py $(BUILD)
	@$(STACK) python3 tests/run_cases.py --pyeval $(BUILD)/pyeval $(CASES_TIMEOUT)
	@$(STACK) python3 tests/run_limits.py --pyeval $(BUILD)/pyeval $(LIMITS_SCALE)
	@sh tests/check_alloc.sh
	@python3 tools/loop_audit.py
ifneq ($(SAN),1)
	@python3 tools/check_copies.py --all --known tests/copies_known.txt
endif
ifeq ($(SAN),1)
	@$(MAKE) --no-print-directory $(BUILD)/alloc_sweep
	@$(STACK) $(BUILD)/alloc_sweep --quiet $(SWEEP_CI_FLAGS) $(SWEEP_PROGS)
endif

# The allocation-failure sweep (tests/sweep/README.md): every allocation of VM start-up
# and of every tests/sweep program fails in turn, in each mode, under ASan+UBSan, one
# process per program (tests/sweep/run_all.sh; JOBS=N). `make test`'s
# sanitizer pass runs a sample: every allocation up to SWEEP_CI_FULL, then every
# SWEEP_CI_STRIDE-th.
SWEEP_PROGS := $(sort $(wildcard tests/sweep/*.py))
SWEEP_CI_FULL ?= 8
SWEEP_CI_STRIDE ?= 193
SWEEP_CI_FLAGS := --new --stack 256 --full $(SWEEP_CI_FULL) --stride $(SWEEP_CI_STRIDE)
alloc-sweep:
	@$(MAKE) --no-print-directory $(ASAN_VARS) build-asan/alloc_sweep
	@ulimit -s 65536 && sh tests/sweep/run_all.sh build-asan/alloc_sweep --stack 256 $(SWEEP_FLAGS) -- \
	  $(SWEEP_PROGS)

# PIC: the sanitizer build of the Python extension (make test-python-asan) links this
# same build-asan/libpyeval.a into a shared object instead of building it again.
ASAN_VARS := BUILD=build-asan SAN=1 OPT=-O1 PIC=1
asan:
	$(MAKE) $(ASAN_VARS) all

test-asan:
	$(MAKE) $(ASAN_VARS) test-only

# Sequential on purpose: the normal suite, then the sanitizer suite.
test:
	@$(MAKE) --no-print-directory format-check
	@echo "== normal build and suite $$(date -u +%T)"
	@$(MAKE) --no-print-directory test-only
	@echo "== ASan+UBSan build and suite $$(date -u +%T)"
	@$(MAKE) --no-print-directory test-asan
	@echo "== fuzz build and smoke pass $$(date -u +%T)"
	@$(MAKE) --no-print-directory fuzz-smoke
	@echo "== Python package: wheel, fresh-venv check, python/tests $$(date -u +%T)"
	@$(MAKE) --no-print-directory test-python
	@echo "== Python package: mypy --strict, examples $$(date -u +%T)"
	@$(MAKE) --no-print-directory typecheck examples
	@echo "== Python package under ASan+UBSan $$(date -u +%T)"
	@$(MAKE) --no-print-directory test-python-asan
	@echo "== done $$(date -u +%T)"
	@echo "all test suites passed (normal and ASan+UBSan builds, fuzz smoke pass, Python package)"

check-alloc:
	@sh tests/check_alloc.sh

# ---- fuzzing (fuzz/, libFuzzer) -------------------------------------------------------

# Each fuzz/fuzz_X.c is a target; seeds are every tests/cases program and the files in
# fuzz/seeds/fuzz_X/ if there is one, plus the token dictionary fuzz/python.dict. Corpora grow in build-fuzz/corpus-X (not committed);
# crashes are written to build-fuzz/ as crash-* files.
FUZZ_BUILD := build-fuzz
FUZZ_SRCS := $(sort $(wildcard fuzz/fuzz_*.c))
FUZZ_BINS := $(FUZZ_SRCS:fuzz/%.c=$(FUZZ_BUILD)/%)
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_RUNS ?= 2000
FUZZ_FLAGS := -dict=$(CURDIR)/fuzz/python.dict -max_len=4096 -timeout=20 -rss_limit_mb=2048 \
	-print_final_stats=1

# the worker's message decoder: its own code only (worker/wire.c needs nothing else)
$(FUZZ_BUILD)/fuzz_wire: fuzz/fuzz_wire.c worker/wire.c worker/wire.h | $(PKG_STAMP)
	$(CC) $(CFLAGS_PE) -fsanitize=fuzzer -o $@ $< worker/wire.c

$(FUZZ_BUILD)/fuzz_%: fuzz/fuzz_%.c $(FUZZ_BUILD)/libpyeval.a
	$(CC) $(CFLAGS_PE) -fsanitize=fuzzer -o $@ $< $(FUZZ_BUILD)/libpyeval.a $(LIBS)

fuzz-build:
	@$(MAKE) --no-print-directory BUILD=$(FUZZ_BUILD) FUZZ=1 $(FUZZ_BINS)

# Runs every target with the libFuzzer options $(1), from its seeds and what earlier
# runs found. A target with a seed folder of its own (fuzz/seeds/TARGET: json documents,
# regex/subject pairs) starts from that alone, since Python programs make poor seeds
# there and would cost most of the smoke pass; the others start from every program
# under tests/.
define fuzz_run
	@rm -rf $(FUZZ_BUILD)/seeds && mkdir -p $(FUZZ_BUILD)/seeds && \
	  find tests/cases tests/limits -name '*.py' ! -name '*.gen.py' \
	    -exec cp --backup=numbered -t $(FUZZ_BUILD)/seeds/ {} +
	@for t in $(FUZZ_SRCS:fuzz/%.c=%); do \
	  mkdir -p $(FUZZ_BUILD)/corpus-$$t; \
	  echo "fuzzing $$t ($(1)) $$(date -u +%T)"; \
	  seeds=seeds; [ -d fuzz/seeds/$$t ] && seeds=$(CURDIR)/fuzz/seeds/$$t; \
	  (ulimit -s 65536 && cd $(FUZZ_BUILD) && ./$$t $(FUZZ_FLAGS) \
	    $(1) corpus-$$t $$seeds) > $(FUZZ_BUILD)/$$t.log 2>&1 \
	    || { tail -60 $(FUZZ_BUILD)/$$t.log; echo "fuzz target $$t failed"; exit 1; }; \
	  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" $(FUZZ_BUILD)/$$t.log; \
	done
endef

fuzz: fuzz-build
	$(call fuzz_run,-max_total_time=$(FUZZ_SECONDS))

# CI's pass: a fixed seed and a fixed number of inputs, so it is repeatable.
fuzz-smoke: fuzz-build
	$(call fuzz_run,-seed=1 -runs=$(FUZZ_SMOKE_RUNS))

# Speed: each bench/*.py under python3 and pyeval, ratio and geometric mean (not a test).
bench: all
	@python3 bench/run.py --pyeval $(BUILD)/pyeval

# Start-up and warm-run latency of the C library (bench/api_latency.c; not a test).
$(BUILD)/api_latency: bench/api_latency.c $(BUILD)/libpyeval.a
	$(CC) $(CFLAGS_PE) $(LDFLAGS) -o $@ $< $(BUILD)/libpyeval.a $(LIBS)

bench-api: $(BUILD)/api_latency
	@$(BUILD)/api_latency

# Rewrites every tracked C file as .clang-format says; `make test` fails on any it would
# change (tools/check_format.sh).
format: $(PKG_STAMP)
	clang-format -i --style=file $$(git ls-files '*.c' '*.h')
format-check: $(PKG_STAMP)
	@sh tools/check_format.sh

clean:
	rm -rf build build-asan build-fuzz build-pic build-py python/pyeval.egg-info

# also the downloaded sources: npm's, and the Debian sources of build-deps/; and .venv
distclean: clean
	rm -rf $(DEPS_DIR) build-deps .venv

include python/build.mk
