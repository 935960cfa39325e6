# Two user-facing commands (see README.md): `make lab` and `make test`; plus `make bench`.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# PIP_CONSTRAINT also pins pip's isolated build environment (the setuptools backend).
PIP_INSTALL := PIP_CONSTRAINT=$(CURDIR)/constraints.txt $(BIN)/python -m pip install -q \
	-c constraints.txt
LAB_ARGS ?=
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: lab test bench

lab: $(VENV)/.stamp-lab
	$(BIN)/jupyter lab $(ROOT_FLAG) --ServerApp.kernel_websocket_connection_class=widgets._nodelay.NoDelayKernelConnection $(LAB_ARGS) lessons/

test: $(VENV)/.stamp-test
	bash .ci/setup-browser.sh
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -n 2 --dist loadgroup

bench: $(VENV)/.stamp-test
	@shopt -s nullglob; files=(benchmarks/*.py); \
	if [ $${#files[@]} -eq 0 ]; then echo "no benchmarks in benchmarks/ yet"; fi; \
	for f in "$${files[@]}"; do echo "== $$f"; $(BIN)/python "$$f" || exit 1; done

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.stamp-lab: pyproject.toml constraints.txt | $(BIN)/python
	$(PIP_INSTALL) -e '.[lab]'
	touch $@

# the test install includes the lab one, so `make lab` after `make test` installs nothing
$(VENV)/.stamp-test: pyproject.toml constraints.txt | $(BIN)/python
	$(PIP_INSTALL) -e '.[lab,test]'
	touch $@ $(VENV)/.stamp-lab
