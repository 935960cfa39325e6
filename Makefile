# Two user-facing commands (see README.md): `make lab` and `make test`; plus `make bench`, and
# `make site` (a teacher's step: the offline JupyterLite site of every lesson, in build/site).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# PIP_CONSTRAINT also pins pip's isolated build environment (the setuptools backend).
PIP_INSTALL := PIP_CONSTRAINT=$(CURDIR)/constraints.txt $(BIN)/python -m pip install -q \
	-c constraints.txt
LAB_ARGS ?=
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

SITE_DIR ?= build/site

.PHONY: lab test bench site

# The learner's working copy of lessons/ (git-ignored; widgets/_lessons.py fills and updates it),
# saved without the widget outputs that would show "model not found" in a new session.
MY_LESSONS ?= my-lessons
lab: $(VENV)/.stamp-lab
	$(BIN)/python -m widgets._lessons lessons $(MY_LESSONS)
	$(BIN)/jupyter lab $(ROOT_FLAG) --ServerApp.kernel_websocket_connection_class=widgets._nodelay.NoDelayKernelConnection --ContentsManager.pre_save_hook=widgets._lessons.drop_widget_outputs $(LAB_ARGS) $(MY_LESSONS)/

# the site too: tests/browser/test_site.py serves it and checks it holds today's lessons (not
# root and no npm: the build says how to install it, and outside CI its browser tests skip)
test: $(VENV)/.stamp-test
	$(MAKE) --no-print-directory site || [ "$${CI:-}" != true ]
	bash .ci/setup-browser.sh
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -n 2 --dist loadgroup

bench: $(VENV)/.stamp-test
	@shopt -s nullglob; files=(benchmarks/*.py); \
	if [ $${#files[@]} -eq 0 ]; then echo "no benchmarks in benchmarks/ yet"; fi; \
	for f in "$${files[@]}"; do echo "== $$f"; $(BIN)/python "$$f" || exit 1; done

# Node's npm fetches Pyodide (the npm package); lite/build.py says what it does, step by step.
# The build tools get a venv of their own: jupyterlite-pyodide-kernel's JupyterLab extension
# must not reach the lab venv, where JupyterLab would load it and fail.
SITE_VENV := build/site-venv
site: $(SITE_VENV)/.stamp
	bash .ci/setup-node.sh
	$(SITE_VENV)/bin/python lite/build.py --output $(SITE_DIR)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.stamp-lab: pyproject.toml constraints.txt | $(BIN)/python
	$(PIP_INSTALL) -e '.[lab]'
	touch $@

# the test install includes the lab one, so `make lab` after `make test` installs nothing
$(VENV)/.stamp-test: pyproject.toml constraints.txt | $(BIN)/python
	$(PIP_INSTALL) -e '.[lab,test]'
	touch $@ $(VENV)/.stamp-lab

$(SITE_VENV)/.stamp: pyproject.toml constraints.txt
	$(PYTHON) -m venv $(SITE_VENV)
	PIP_CONSTRAINT=$(CURDIR)/constraints.txt $(SITE_VENV)/bin/python -m pip install -q \
		-c constraints.txt '.[site]'
	touch $@
