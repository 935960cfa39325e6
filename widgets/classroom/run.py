"""`make class`: start the class server on the teacher's machine.

    python -m widgets.classroom [--bind 0.0.0.0] [--port 8000] [--folder classroom]
                                [--site build/site]

The folder holds the class: ``class.sqlite3`` (every answer), ``teacher.key`` (the teacher's
secret, made at the first start, readable by the teacher's account only) and
``teacher-link.txt`` (the teacher page's address with the key: opened on the teacher's
machine, never projected). The terminal shows the students' address and the class code only.
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import fcntl
import os
import secrets
import signal
import socket
import sys
from pathlib import Path

import tornado.httpserver
import tornado.netutil

from .server import ClassState, make_app
from .store import Store


def private_file(path: Path, text: str) -> None:
    """Write ``text`` to a file only its owner can read (made so, not chmod-ed after)."""
    path.unlink(missing_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)


def teacher_key(folder: Path) -> str:
    """The class's teacher key: made once with the class, kept across restarts (the teacher's
    open page keeps working after a restart)."""
    path = folder / "teacher.key"
    if path.is_file():
        key = path.read_text(encoding="utf-8").strip()
        if len(key) >= 32:
            return key
    key = secrets.token_urlsafe(32)
    private_file(path, key + "\n")
    return key


def lan_address(bind: str) -> str:
    """The address students type: the bound one, or this machine's address on the local
    network when bound to all (a UDP socket 'connected' to a test address sends nothing)."""
    if bind not in ("", "0.0.0.0", "::"):
        return bind
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))
            return str(s.getsockname()[0])
    except OSError:  # no default route (a classroom network without the internet)
        pass
    try:
        names = socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        names = []
    return next((a for a in names if not a.startswith("127.")), "127.0.0.1")


def local_host(bind: str) -> str:
    """Where this machine reaches the server: the bound address, or the loopback one when
    bound to all (an IPv6 literal in brackets, as a URL writes it)."""
    host = bind if bind not in ("", "0.0.0.0", "::") else "127.0.0.1"
    return f"[{host}]" if ":" in host else host


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="make class", description=__doc__.split("\n")[0])
    p.add_argument("--bind", default="0.0.0.0",
                   help="address to listen on (default: every address of this machine)")
    p.add_argument("--port", type=int, default=8000, help="port (0: any free one)")
    p.add_argument("--folder", type=Path, default=Path("classroom"),
                   help="where the class's database and the teacher's key are kept")
    p.add_argument("--site", type=Path, default=Path("build/site"),
                   help="the offline site `make site` builds")
    return p.parse_args(argv)


def announce(args: argparse.Namespace, port: int, code: str, site_ok: bool) -> None:
    host = lan_address(args.bind)
    base = f"http://{host}:{port}"
    lines = [
        "Paixue class server (Ctrl+C stops it; started again, nothing is lost)",
        f"  Students: open {base}/class/   class code: {code}",
        f"  学生：打开 {base}/class/   班级代码：{code}",
    ]
    if site_ok:
        lines.append(f"  Offline lessons / 离线课程: {base}/lab/")
    else:
        lines.append(f"  The offline lessons are not built ({args.site} is missing): run "
                     "`make site` once, then `make class` again.")
    link = args.folder / "teacher-link.txt"
    lines += [f"  Teacher: open the address in {link} on this machine (it holds the",
              "  teacher's key: do not show it on the projector).",
              f"  Answers are kept in {args.folder / 'class.sqlite3'}."]
    print("\n".join(lines), flush=True)


class AlreadyServed(OSError):
    """Another class server holds this class folder."""


def hold(folder: Path) -> int:
    """Lock the class folder for this server (released when the process ends, however it
    ends): two servers writing one class would each show half of it."""
    fd = os.open(folder / "server.lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise AlreadyServed(f"a class server is already running for {folder}: stop it "
                            "(Ctrl+C in its terminal), or give this one another "
                            "--folder") from None
    return fd


async def serve(args: argparse.Namespace) -> None:
    args.folder.mkdir(parents=True, exist_ok=True)
    args.folder.chmod(0o700)  # the class's names and answers are the teacher's to read
    hold(args.folder)
    key = teacher_key(args.folder)
    store = Store(str(args.folder / "class.sqlite3"))
    site_ok = (args.site / "index.html").is_file()
    app = make_app(ClassState(store, key), args.site if site_ok else None)
    sockets = tornado.netutil.bind_sockets(args.port, args.bind or None)
    port = int(sockets[0].getsockname()[1])
    # a connection that sends nothing, or a body that never ends, is closed: a class's
    # server keeps its sockets for the students who are answering
    server = tornado.httpserver.HTTPServer(app, xheaders=False, idle_connection_timeout=120,
                                           body_timeout=15)
    server.add_sockets(sockets)
    private_file(args.folder / "teacher-link.txt",
                 f"http://{local_host(args.bind)}:{port}/class/teacher#key={key}\n")
    # what the teacher's board shows the class (not secret)
    (args.folder / "students-address.txt").write_text(
        f"http://{lan_address(args.bind)}:{port}/class/\n", encoding="utf-8")
    announce(args, port, store.class_code, site_ok)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    server.stop()
    store.close()
    print("Paixue class server stopped; the answers are kept.", flush=True)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    try:
        asyncio.run(serve(args))
    except AlreadyServed as e:
        print(f"Paixue: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        hint = ""
        if getattr(e, "errno", None) == errno.EADDRINUSE:
            hint = ' (another program uses that port: try make class CLASS_ARGS="--port 8080")'
        print(f"Paixue: cannot start the class server on {args.bind}:{args.port}: {e}{hint}",
              file=sys.stderr)
        return 1
    return 0
