# Two user-facing commands (see README.md): `make lab` and `make test`; plus `make bench`, and
# `make site` (a teacher's step: the offline JupyterLite site of every lesson, in build/site) and
# `make class` (the class server: the site, the class pages and API; README "For teachers").
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
LAB_SETTINGS := $(VENV)/share/jupyter/lab/settings
# PIP_CONSTRAINT also pins pip's isolated build environment (the setuptools backend).
PIP_INSTALL := PIP_CONSTRAINT=$(CURDIR)/constraints.txt $(BIN)/python -m pip install -q \
	-c constraints.txt
LAB_ARGS ?=
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

SITE_DIR ?= build/site

.PHONY: lab test bench site class

# The learner's working copy of lessons/ (git-ignored; widgets/_lessons.py fills and updates it),
# saved without the widget outputs that would show "model not found" in a new session.
MY_LESSONS ?= my-lessons
# It opens lesson 00 (not JupyterLab's Launcher), with no news or update toasts: the settings in
# lite/overrides.json, which the site uses too, are installed into the venv with JupyterLab.
# ?reset starts from a fresh workspace: yesterday's tabs are not all reopened, each with a
# kernel of its own. A lesson that was only run is saved within seconds (the overrides'
# autosaveInterval; the pre-save hook drops widget outputs), so closing it asks nothing.
FIRST_LESSON := 00-start-here.ipynb
# ... in the language chosen in lesson 00 (its chooser writes my-lessons/paixue-language.json):
# zh/00-start-here.ipynb once 中文 was chosen. Expanded when the recipe starts (the venv is there).
OPEN_LESSON = $(shell $(BIN)/python -m widgets._lessons first $(MY_LESSONS) $(FIRST_LESSON) \
	2>/dev/null || echo $(FIRST_LESSON))
QUIET_LAB := --LabApp.news_url=None \
	--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate
lab: $(VENV)/.stamp-lab $(LAB_SETTINGS)/overrides.json
	@echo "Paixue: your copy of the lessons is in $(MY_LESSONS)/ (lessons/ stays as it is)."
	@$(BIN)/python -m widgets._lessons lessons $(MY_LESSONS)
	@echo "Paixue: starting JupyterLab; it opens $(OPEN_LESSON) in your browser. Ctrl+C here stops it."
	$(BIN)/jupyter lab $(ROOT_FLAG) --ServerApp.kernel_websocket_connection_class=widgets._nodelay.NoDelayKernelConnection --ContentsManager.pre_save_hook=widgets._lessons.drop_widget_outputs --LabApp.default_url='/lab/tree/$(OPEN_LESSON)?reset' $(QUIET_LAB) $(LAB_ARGS) $(MY_LESSONS)/

# the site too: tests/browser/test_site.py serves it and checks it holds today's lessons (not
# root and no npm: the build says how to install it, and outside CI its browser tests skip)
test: $(VENV)/.stamp-test $(LAB_SETTINGS)/overrides.json
	$(MAKE) --no-print-directory site || [ "$${CI:-}" != true ]
	bash .ci/setup-browser.sh
	$(BIN)/ruff check .
	$(BIN)/python -m mypy
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

# The class server on the local network (widgets/classroom): the answers in classroom/, the
# students' address and class code printed, the teacher's link in classroom/teacher-link.txt.
# CLASS_ARGS e.g. "--port 8080" or "--bind 192.168.1.20"; the site as `make site` builds it.
CLASS_ARGS ?=
class: $(VENV)/.stamp-lab
	$(BIN)/python -m widgets.classroom --site $(SITE_DIR) $(CLASS_ARGS)

$(BIN)/python:
	@echo "Paixue: first run: making a Python environment in $(VENV)/ ..."
	$(PYTHON) -m venv $(VENV)

$(VENV)/.stamp-lab: pyproject.toml constraints.txt | $(BIN)/python
	@echo "Paixue: installing Paixue, JupyterLab and the widgets into $(VENV)/ (once; about a minute) ..."
	$(PIP_INSTALL) -e '.[lab]'
	touch $@

# JupyterLab reads the defaults in its settings folder's overrides.json; the learner's own
# settings still win.
$(LAB_SETTINGS)/overrides.json: lite/overrides.json | $(BIN)/python
	mkdir -p $(@D) && cp $< $@

# the test install includes the lab one, so `make lab` after `make test` installs nothing
$(VENV)/.stamp-test: pyproject.toml constraints.txt | $(BIN)/python
	@echo "Paixue: installing Paixue, JupyterLab and the test tools into $(VENV)/ (once; a few minutes) ..."
	$(PIP_INSTALL) -e '.[lab,test]'
	touch $@ $(VENV)/.stamp-lab

$(SITE_VENV)/.stamp: pyproject.toml constraints.txt
	$(PYTHON) -m venv $(SITE_VENV)
	PIP_CONSTRAINT=$(CURDIR)/constraints.txt $(SITE_VENV)/bin/python -m pip install -q \
		-c constraints.txt '.[site]'
	touch $@
