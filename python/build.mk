# The Python package (issue 12), included by the Makefile.
#
#   make python            build the wheel (build-py/dist) and install it into .venv
#   make test-python       python/tests with .venv's Python against the installed wheel,
#                          never the source tree, then test-wheel: `pip wheel .` as a user
#                          runs it, and a fresh venv with only that wheel runs the
#                          README's Python example; ldd lists only libc, libm, libpthread
#   make test-python-asan  python/tests against the extension and library built with
#                          ASan+UBSan (build-asan/), the ASan runtime preloaded
#   make typecheck         mypy --strict on python/tests/typed_usage.py against the
#                          installed package's stubs
#   make examples          runs each examples/*.py with .venv's Python
#   make venv              .venv from the pinned python/requirements-*.txt
#
# The extension is built by make alone: `make PIC=1 pyext` (what setup.py
# runs for `pip install .`) compiles python/src/*.c with the library's flags and links
# $(BUILD)/_pyeval.so from them, $(BUILD)/libpyeval.a and static, position-independent
# copies of the C dependencies (tools/build_static_deps.sh builds the ones Debian ships
# without -fPIC into build-deps/), exporting only PyInit__pyeval (tools/pyext.map).

PYTHON ?= python3
VENV := .venv
VENV_PY := $(VENV)/bin/python
PY_BUILD := build-py
# the extension links the library `make` builds (PIC by default), not a second build
PIC_BUILD := build
STATIC_DEPS_DIR := build-deps
STATIC_DEPS_STAMP := $(STATIC_DEPS_DIR)/.stamp
# pytest runs from here, so neither the repository nor python/ is on sys.path
PY_RUN_DIR := $(PY_BUILD)/run
PYTEST_FLAGS ?=

# Evaluated only by the Python targets (recursive '='), so plain `make` never runs python.
PY_INCLUDE = $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
PY_EXT_SUFFIX = $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')

PYEXT_SRCS := $(sort $(wildcard python/src/*.c))
PYEXT_OBJS := $(PYEXT_SRCS:%.c=$(BUILD)/obj/%.o)
# The glue keeps the library's warnings but one: CPython's API structs (PyModuleDef,
# PyTypeObject, ...) gain fields between versions and are written with the trailing ones
# left out.
$(PYEXT_OBJS): CFLAGS_PE += -I$(PY_INCLUDE) -Wno-missing-field-initializers
-include $(PYEXT_OBJS:.o=.d)

# Every library in LIBS statically (build-deps/lib first, then Debian's PIC .a files),
# except the C library's own parts, which stay shared.
PY_SHARED_LIBS := $(filter -lm -lpthread -ldl -lrt,$(LIBS))
PY_STATIC_LIBS := -L$(STATIC_DEPS_DIR)/lib -Wl,-Bstatic $(filter-out $(PY_SHARED_LIBS),$(LIBS)) \
	-Wl,-Bdynamic $(PY_SHARED_LIBS)
PY_LDFLAGS := -Wl,--as-needed -Wl,-z,relro -Wl,-z,now -Wl,--exclude-libs,ALL

.PHONY: pyext python venv test-python test-wheel test-bare test-python-asan typecheck examples

$(STATIC_DEPS_STAMP): tools/build_static_deps.sh $(PKG_STAMP)
	@sh tools/build_static_deps.sh $(STATIC_DEPS_DIR)

# The isolated worker (worker/, the Makefile's worker section): the extension links its
# client library (an archive, so only what the glue calls), and the wheel ships the worker
# executable as pyeval/_bin/pyeval-worker, linked with the same static libraries.
ifneq ($(wildcard worker/main.c),)
PY_WORKER_LIB := $(BUILD)/libpyeval-worker.a
PY_WORKER_EXE := $(BUILD)/pyeval-worker-static
endif

$(BUILD)/_pyeval.so: $(PYEXT_OBJS) $(PY_WORKER_LIB) $(BUILD)/libpyeval.a $(STATIC_DEPS_STAMP) \
  tools/pyext.map
	@test -n "$(PYEXT_OBJS)" || { echo "no python/src/*.c to build the extension from"; exit 1; }
	$(CC) -shared $(LDFLAGS) $(PY_LDFLAGS) -Wl,--version-script=tools/pyext.map -o $@ \
	  $(PYEXT_OBJS) $(PY_WORKER_LIB) $(BUILD)/libpyeval.a $(PY_STATIC_LIBS)

$(BUILD)/pyeval-worker-static: $(BUILD)/obj/worker/main.o $(WORKER_BIN_OBJS) $(BUILD)/libpyeval.a \
  $(STATIC_DEPS_STAMP)
	$(CC) $(LDFLAGS) $(PY_LDFLAGS) -o $@ $(BUILD)/obj/worker/main.o $(WORKER_BIN_OBJS) \
	  $(BUILD)/libpyeval.a $(PY_STATIC_LIBS)

pyext: $(BUILD)/_pyeval.so $(PY_WORKER_EXE)

venv:
	@sh tools/venv.sh $(VENV) $(PYTHON)

# The wheel is built with .venv's setuptools and wheel (the same pins as pyproject.toml's
# build requirements) without an isolated build environment; test-wheel builds one the
# way a user's `pip wheel .` does. Rebuilt and reinstalled only when the extension, the
# package's files or the venv changed (the stamp $(PY_INSTALLED)).
PY_INSTALLED := $(PY_BUILD)/.installed
PY_PKG_FILES = $(shell find python/pyeval -type f ! -path '*/__pycache__/*' ! -name '*.pyc' 2>/dev/null)
python: venv
	@$(MAKE) --no-print-directory BUILD=$(PIC_BUILD) PIC=1 PYTHON=$(CURDIR)/$(VENV_PY) pyext
	@$(MAKE) --no-print-directory $(PY_INSTALLED)

$(PY_INSTALLED): $(PIC_BUILD)/_pyeval.so $(PY_WORKER_EXE:$(BUILD)/%=$(PIC_BUILD)/%) $(PY_PKG_FILES) setup.py pyproject.toml $(VENV)/.pyeval-reqs
	@rm -rf $(PY_BUILD)/dist
	$(VENV_PY) -m pip wheel --quiet --disable-pip-version-check --no-build-isolation --no-deps \
	  -w $(PY_BUILD)/dist .
	$(VENV_PY) -m pip install --quiet --disable-pip-version-check --no-deps --force-reinstall \
	  $(PY_BUILD)/dist/pyeval-*.whl
	@touch $@

# `pip wheel .` as a user runs it (isolated build environment from PyPI), then a fresh
# venv with only that wheel runs the README's Python example; ldd and the exported symbols
# are checked (tools/check_wheel.py).
test-wheel: python
	@$(VENV_PY) tools/check_pins.py
	@$(VENV_PY) tools/check_wheel.py --build --python $(PYTHON) --out $(PY_BUILD)/wheel-check

# The wheel that test-wheel built, on a Debian 12 without any -dev package (a
# debootstrap root in build-py/bare; root and the network needed; not in `make test`).
test-bare: test-wheel
	@sh tools/check_bare.sh $$(ls $(PY_BUILD)/wheel-check/dist/pyeval-*.whl | head -1) \
	  $(PY_BUILD)/bare

test-python: python
	@mkdir -p $(PY_RUN_DIR)
	@cd $(PY_RUN_DIR) && PYEVAL_EXPECT_DIR=$(CURDIR)/$(VENV) PYTHONPATH=$(CURDIR)/tools/pytest \
	  $(CURDIR)/$(VENV_PY) -P -m pytest -p pyeval_installed -p no:cacheprovider -q \
	  $(PYTEST_FLAGS) $(CURDIR)/python/tests
	@$(MAKE) --no-print-directory test-wheel

# The sanitizer build: build-asan/ (the same library `make test-asan` built, PIC there) and
# the extension linked from it, staged with the package's Python files in build-asan/py/.
# CPython leaks by design at exit, hence detect_leaks=0. (Tests that measure RSS see the
# ASan runtime in LD_PRELOAD and skip that measure: its quarantine holds freed blocks.)
ASAN_PY_DIR := build-asan/py
test-python-asan: venv
	@$(MAKE) --no-print-directory $(ASAN_VARS) PYTHON=$(CURDIR)/$(VENV_PY) pyext
	@rm -rf $(ASAN_PY_DIR) && mkdir -p $(ASAN_PY_DIR) $(PY_RUN_DIR)
	@cp -r python/pyeval $(ASAN_PY_DIR)/
	@cp build-asan/_pyeval.so $(ASAN_PY_DIR)/pyeval/_pyeval$(PY_EXT_SUFFIX)
	@if [ -f build-asan/pyeval-worker-static ]; then mkdir -p $(ASAN_PY_DIR)/pyeval/_bin && \
	  cp build-asan/pyeval-worker-static $(ASAN_PY_DIR)/pyeval/_bin/pyeval-worker; fi
	@cd $(PY_RUN_DIR) && ulimit -s 65536 && \
	  LD_PRELOAD=$$($(CC) -print-file-name=libasan.so) ASAN_OPTIONS=detect_leaks=0 \
	  UBSAN_OPTIONS=print_stacktrace=1 PYEVAL_EXPECT_DIR=$(CURDIR)/$(ASAN_PY_DIR) \
	  PYTHONPATH=$(CURDIR)/$(ASAN_PY_DIR):$(CURDIR)/tools/pytest \
	  $(CURDIR)/$(VENV_PY) -P -m pytest -p pyeval_installed -p no:cacheprovider -q \
	  $(PYTEST_FLAGS) $(CURDIR)/python/tests

typecheck: python
	@mkdir -p $(PY_RUN_DIR)
	@cd $(PY_RUN_DIR) && $(CURDIR)/$(VENV_PY) -P -m mypy --strict --no-error-summary \
	  --cache-dir $(CURDIR)/$(PY_BUILD)/mypy-cache $(CURDIR)/python/tests/typed_usage.py
	@echo "typecheck: mypy --strict python/tests/typed_usage.py passed"

EXAMPLES := $(sort $(wildcard examples/*.py))
examples: python
	@mkdir -p $(PY_RUN_DIR)
	@for f in $(EXAMPLES); do \
	  echo "example $$f"; \
	  (cd $(PY_RUN_DIR) && $(CURDIR)/$(VENV_PY) -P $(CURDIR)/$$f > $(CURDIR)/$(PY_BUILD)/example.log 2>&1) \
	    || { cat $(PY_BUILD)/example.log; echo "example $$f failed"; exit 1; }; \
	done
	@echo "examples: $(words $(EXAMPLES)) ran"
