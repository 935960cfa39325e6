"""Build the offline JupyterLite site of every lesson: ``make site`` runs this.

The site is static files only. A student's browser runs Python itself (Pyodide, in a web
worker), so nothing is computed on a server and nothing is fetched from anywhere but the
site. What goes in, each step below:

1. Pyodide itself, from the npm package ``pyodide`` at the version the pinned
   ``jupyterlite-pyodide-kernel`` names (``npm pack``; the PyPI packages do not bundle it),
   into ``static/pyodide/``.
2. The pure-Python wheels Pyodide's own lock file lists for what the kernel loads at boot
   (micropip, IPython, jedi and their dependencies), fetched from PyPI at the lock's versions,
   put beside Pyodide, their sha256 re-pinned in ``pyodide-lock.json``, and the lock cut down
   to exactly the files shipped (so a missing one fails here, not in a student's browser).
3. The project's wheel and its pure-Python dependencies (anywidget, ipywidgets, ... at the
   versions in ``constraints.txt``) in the lite dir's ``pypi/`` folder, and also in the lock,
   preloaded at boot: ``from widgets.ui import HandLab`` works with no ``%pip``, so the lessons
   are the same notebooks as in JupyterLab.
4. ``jupyter lite build`` with ``lite/jupyter-lite.json`` (the PyPI fallback off) and
   ``lite/overrides.json`` (no news fetched), the lessons as the site's files: the English
   ones at the top, the Chinese ones (``lessons/zh/``) in ``zh/``; and the site's front page
   (``index.html``): lesson 00 in 中文 and in English, the language the learner chose in
   lesson 00 first (this browser's storage).
5. Every file's modification time set to the build's own stamp, a moment far in the future,
   later for each build: a browser that cached a file from an older build cannot consider it
   fresh (its Last-Modified is after the response's Date), so it asks again and gets the new
   one from any static web server (``python3 -m http.server`` included).

Run: ``make site`` (or ``.venv/bin/python lite/build.py --output build/site``). Downloads are
kept in ``build/site-cache/`` (ignored by git), so a rebuild fetches nothing new.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LITE_CONFIG = Path(__file__).resolve().parent  # jupyter-lite.json, overrides.json
CACHE = ROOT / "build" / "site-cache"
STAGING = ROOT / "build" / "site-lite"  # the lite dir handed to `jupyter lite build`
DEFAULT_OUTPUT = ROOT / "build" / "site"

# What the Pyodide kernel loads at boot besides its own wheels (jupyterlite-pyodide-kernel's
# worker: micropip, then ipykernel, comm, pyodide-kernel, jedi and ipython); their
# dependencies are taken from Pyodide's lock file.
BOOT_PACKAGES = ["micropip", "jedi", "ipython", "typing-extensions"]
# Not in Pyodide's lock: the project's own dependencies, at the versions in constraints.txt.
PYPI_PACKAGES = ["anywidget", "ipywidgets", "psygnal", "comm", "jupyterlab_widgets", "fsrs"]
# Preloaded when the kernel starts, so a lesson's first cell needs no install step.
PRELOAD = ["micropip", "comm", "ipython", "jedi", "paixue", "anywidget", "ipywidgets"]
FIRST_LESSON = "00-start-here.ipynb"
# The front page: a link per language to lesson 00 (the site's own JupyterLab opens it); the
# language chosen in lesson 00 (LanguageChooser keeps it in the browser's storage) goes first.
FRONT_PAGE = """<!doctype html>
<html lang="zh-Hans">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>牌学 Paixue</title>
<!-- JupyterLite's lab/ reads its settings from every index.html above it: this one has none -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>
body {{ font-family: "Noto Sans CJK SC", sans-serif; max-width: 40em; margin: 3em auto;
       padding: 0 1em; line-height: 1.6; }}
#choices {{ display: flex; flex-direction: column; gap: 1em; }}
a {{ display: block; font-size: 1.4em; padding: 0.6em 1em; border: 2px solid #1976d2;
     border-radius: 6px; text-decoration: none; }}
</style>
</head>
<body>
<h1>牌学 Paixue</h1>
<p>从第 00 课开始。 / Start with lesson 00.</p>
<div id="choices">
<a data-lang="zh" lang="zh-Hans" href="lab/index.html?path={zh}">中文课程：第 00 课 从这里开始</a>
<a data-lang="en" lang="en" href="lab/index.html?path={en}">In English: 00 · Start here</a>
</div>
<script>
try {{
  const chosen = window.localStorage.getItem("paixue-language");
  const first = document.querySelector(`#choices a[data-lang="${{chosen}}"]`);
  if (first) first.parentNode.prepend(first);
}} catch (e) {{ /* no storage: both links, Chinese first */ }}
</script>
</body>
</html>
"""
# Larger than any build's real time, so each build's stamp is later than the one before.
STAMP_AHEAD_S = 50 * 365 * 24 * 3600


class SiteBuildError(RuntimeError):
    """A step of the build failed; the message says which and what to do."""


def run(argv: list[str], **kw) -> None:
    print("+", " ".join(str(a) for a in argv), flush=True)
    try:
        subprocess.run([str(a) for a in argv], check=True, **kw)
    except FileNotFoundError as e:
        raise SiteBuildError(f"{argv[0]} is not installed: {e}") from e
    except subprocess.CalledProcessError as e:
        raise SiteBuildError(f"{' '.join(map(str, argv))} failed (exit {e.returncode})") from e


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def pyodide_version() -> str:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return PYODIDE_VERSION


def fetch_pyodide(version: str, dest: Path) -> None:
    """Step 1: the npm package ``pyodide@version``, unpacked into ``dest``."""
    tgz = CACHE / f"pyodide-{version}.tgz"
    if not tgz.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        if shutil.which("npm") is None:
            raise SiteBuildError("npm is missing: `sudo apt-get install nodejs npm`")
        # npm's own cache too stays in build/ (ignored), not in the user's home
        env = dict(os.environ, npm_config_cache=str(CACHE / "npm"))
        run(["npm", "pack", f"pyodide@{version}", "--pack-destination", CACHE, "--silent"],
            env=env)
    dest.mkdir(parents=True)
    with tarfile.open(tgz) as tar:
        for member in tar.getmembers():
            if not member.isfile() or not member.name.startswith("package/"):
                continue
            name = member.name.removeprefix("package/")
            if name.endswith((".map", ".d.ts")) or "/" in name or name.endswith(".html"):
                continue  # source maps, types, the demo consoles: not needed to run
            src = tar.extractfile(member)
            assert src is not None
            (dest / name).write_bytes(src.read())


def pip_download(specs: list[str], dest: Path, *, constraints: bool = False) -> None:
    """Pure-Python wheels (``py3-none-any``) for the browser's Python, from PyPI."""
    missing = [s for s in specs if not any(dest.glob(wheel_glob(s)))]
    if not missing:
        return
    argv = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
            "--implementation", "py", "--abi", "none", "--platform", "any",
            "--python-version", "3.14", "-d", dest]
    if constraints:
        argv += ["-c", ROOT / "constraints.txt"]
    run([*argv, *missing])


def wheel_glob(spec: str) -> str:
    name, _, version = spec.partition("==")
    stem = name.replace("-", "_").lower()
    return f"{stem}-{version or '*'}-*.whl"


def find_wheel(folder: Path, name: str, version: str = "*") -> Path:
    stem = name.replace("-", "_").lower()
    found = sorted(p for p in folder.glob("*.whl")
                   if p.name.lower().startswith(f"{stem}-") and
                   (version == "*" or p.name.lower().startswith(f"{stem}-{version}-")))
    if not found:
        raise SiteBuildError(f"no wheel for {name} {version} in {folder}")
    return found[-1]


def lock_closure(packages: dict, roots: list[str]) -> list[str]:
    """The lock's names for ``roots`` and everything they depend on, in the lock."""
    norm = {k.lower().replace("_", "-"): k for k in packages}
    seen: list[str] = []
    stack = list(roots)
    while stack:
        key = norm.get(stack.pop().lower().replace("_", "-"))
        if key is None or key in seen:
            continue
        seen.append(key)
        stack += packages[key]["depends"]
    return sorted(seen)


def wheel_metadata(wheel: Path) -> tuple[str, list[str], list[str]]:
    """(version, top-level import names, dependency names) of a wheel."""
    import zipfile

    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = z.read(meta_name).decode()
    version = next(line.split(":", 1)[1].strip() for line in meta.splitlines()
                   if line.startswith("Version:"))
    deps = []
    for line in meta.splitlines():
        if line.startswith("Requires-Dist:") and "extra ==" not in line:
            spec = line.split(":", 1)[1].strip()
            deps.append(spec.split(";")[0].split(" ")[0].split("[")[0].split("<")[0]
                        .split(">")[0].split("=")[0].split("~")[0].split("!")[0].strip())
    imports = sorted({n.split("/")[0].removesuffix(".py") for n in names
                      if not n.split("/")[0].endswith((".dist-info", ".data"))})
    return version, imports, deps


def lock_entry(wheel: Path, name: str, depends: list[str]) -> dict:
    version, imports, _ = wheel_metadata(wheel)
    return {
        "name": name,
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
    }


def ship_wheels(pyodide_dir: Path, pypi_dir: Path) -> None:
    """Steps 2 and 3: the boot wheels beside Pyodide, the project's wheels in ``pypi/``, and a
    lock file listing exactly what is shipped."""
    lock_path = pyodide_dir / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    packages = lock["packages"]

    boot = lock_closure(packages, BOOT_PACKAGES)
    boot_cache = CACHE / "boot-wheels"
    boot_cache.mkdir(parents=True, exist_ok=True)
    pip_download([f"{packages[n]['name']}=={packages[n]['version']}" for n in boot], boot_cache)
    shipped: dict[str, dict] = {}
    for key in boot:
        entry = dict(packages[key])
        wheel = find_wheel(boot_cache, entry["name"], entry["version"])
        shutil.copy2(wheel, pyodide_dir / wheel.name)
        entry.update(file_name=wheel.name, sha256=sha256(wheel))  # PyPI's file, re-pinned
        shipped[key] = entry

    # The project's wheel, built from this tree, and its dependencies from constraints.txt.
    project_cache = CACHE / "project-wheel"
    shutil.rmtree(project_cache, ignore_errors=True)
    env = dict(os.environ, PIP_CONSTRAINT=str(ROOT / "constraints.txt"))
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", project_cache, ROOT],
        env=env)
    deps_cache = CACHE / "pypi-wheels"
    deps_cache.mkdir(parents=True, exist_ok=True)
    pins = pinned_versions()
    pip_download([f"{n}=={pins[n.lower().replace('_', '-')]}" for n in PYPI_PACKAGES],
                 deps_cache, constraints=True)
    wheels = [find_wheel(project_cache, "paixue")]
    wheels += [find_wheel(deps_cache, n, pins[n.lower().replace("_", "-")])
               for n in PYPI_PACKAGES]
    pypi_dir.mkdir(parents=True, exist_ok=True)
    known = {k.lower().replace("_", "-") for k in shipped}
    names = {"paixue", *(n.lower().replace("_", "-") for n in PYPI_PACKAGES)}
    for wheel in wheels:
        shutil.copy2(wheel, pypi_dir / wheel.name)
        shutil.copy2(wheel, pyodide_dir / wheel.name)
        name = wheel.name.split("-")[0].lower().replace("_", "-")
        _, _, deps = wheel_metadata(wheel)
        deps = [d.lower().replace("_", "-") for d in deps]
        # widgetsnbextension: the kernel's own stub wheel stands in for it (a no-op in
        # JupyterLite); any other dependency must be shipped.
        deps = [d for d in deps if d != "widgetsnbextension"]
        unknown = [d for d in deps if d not in known | names]
        if unknown:
            raise SiteBuildError(f"{wheel.name} needs {unknown}, which the site does not ship")
        shipped[name] = lock_entry(wheel, name, deps)
    lock["packages"] = shipped
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")


def pinned_versions() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if "==" in line and not line.startswith("#"):
            name, version = line.split("==")
            pins[name.strip().lower().replace("_", "-")] = version.strip()
    return pins


def write_lite_config(staging: Path) -> None:
    config = json.loads((LITE_CONFIG / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    settings.setdefault("loadPyodideOptions", {})["packages"] = PRELOAD
    (staging / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    shutil.copy2(LITE_CONFIG / "overrides.json", staging / "overrides.json")


def stage_lessons(staging: Path) -> Path:
    """The site's files: every lesson, and the Chinese lessons in ``zh/`` (``jupyter lite``
    flattens a folder it is given, so it gets one folder holding both)."""
    folder = staging / "lessons"
    for source, dest in ((ROOT / "lessons", folder), (ROOT / "lessons" / "zh", folder / "zh")):
        dest.mkdir(parents=True, exist_ok=True)
        for lesson in sorted(source.glob("*.ipynb")):
            shutil.copy2(lesson, dest / lesson.name)
    return folder


def write_front_page(site: Path) -> None:
    """The site's ``index.html``: lesson 00 in 中文 and in English (JupyterLite's own page
    only sends the browser on to ``lab/``)."""
    (site / "index.html").write_text(
        FRONT_PAGE.format(zh=f"zh/{FIRST_LESSON}", en=FIRST_LESSON), encoding="utf-8")


def stamp(site: Path, when: float) -> None:
    """Step 5: every file's mtime (the server's Last-Modified) set to ``when``."""
    for path in site.rglob("*"):
        if path.is_file():
            os.utime(path, (when, when))


def check_offline(site: Path) -> None:
    """No configuration may point the browser off the site (a CDN, PyPI)."""
    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    text = json.dumps(config)
    for bad in ("http://", "https://", "cdn.jsdelivr", "pypi.org"):
        if bad in text:
            raise SiteBuildError(f"jupyter-lite.json names {bad!r}: {text[:500]}")
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        if not (site / "static" / "pyodide" / entry["file_name"]).is_file():
            raise SiteBuildError(f"pyodide-lock.json lists {name} but ships no file for it")


def build(output: Path) -> Path:
    started = time.time()
    shutil.rmtree(STAGING, ignore_errors=True)
    STAGING.mkdir(parents=True)
    version = pyodide_version()
    fetch_pyodide(version, STAGING / "static" / "pyodide")
    ship_wheels(STAGING / "static" / "pyodide", STAGING / "pypi")
    write_lite_config(STAGING)
    shutil.rmtree(output, ignore_errors=True)
    lessons = stage_lessons(STAGING)
    run([sys.executable, "-m", "jupyter", "lite", "build",
         "--lite-dir", STAGING, "--output-dir", output,
         "--apps", "lab", "--apps", "notebooks",
         "--no-sourcemaps", "--no-unused-shared-packages", "--contents", lessons],
        cwd=STAGING)
    check_offline(output)
    write_front_page(output)
    if (output / "lab" / "favicon.ico").is_file():  # browsers ask for /favicon.ico: no 404
        shutil.copy2(output / "lab" / "favicon.ico", output / "favicon.ico")
    stamp(output, started + STAMP_AHEAD_S)
    size = sum(p.stat().st_size for p in output.rglob("*") if p.is_file())
    count = len(list(lessons.glob("*.ipynb"))), len(list((lessons / "zh").glob("*.ipynb")))
    print(f"site: {output} ({size / 1e6:.0f} MB, {count[0]} lessons, {count[1]} in 中文, "
          f"Pyodide {version}) "
          f"in {time.time() - started:.0f} s. Serve it: cd {output} && python3 -m http.server")
    return output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help="the site's folder (default build/site)")
    args = parser.parse_args(argv)
    try:
        build(args.output.resolve())
    except SiteBuildError as e:
        print(f"make site: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
