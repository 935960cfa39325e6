"""The classroom (issue 40): one small server on the teacher's machine that serves the offline
site, the class pages and a class API, with the class's answers in SQLite.

A layer of its own: it may use tornado (JupyterLab brings it) and sqlite3; nothing below it
(engine, rules, practice) nor the widgets import it. ``python -m widgets.classroom`` (``make
class``) starts it: ``run.py``; ``store.py`` is the database, ``server.py`` the HTTP API,
``limits.py`` the bounds and checks, ``client.py`` the teacher's calls from Python, and
``static/`` the teacher's and the students' pages.

The class API (JSON; a refusal is ``{"error": code, "message": {"en", "zh"}}`` with its
HTTP status). Students send ``X-Paixue-Student: <token>``, the teacher
``X-Paixue-Teacher: <key>`` (custom headers: another site's page cannot send them).

=======  ========================  =============================================================
POST     /class/api/join           ``{code, name}`` → ``{token, name}`` (the token once)
GET      /class/api/state          student: ``{name, question}``: the open question (id,
                                   number, kind, pick, hand, options, labels, prompt, draw,
                                   ``my_answer``; once revealed also code, answer, reason,
                                   ``right``: nothing before it that opens the answer)
POST     /class/api/answer         student: ``{question, choice}`` (an option, or for a ``pick``
                                   "set" question a list of them); again to change, until
                                   the reveal
GET      /class/api/teacher        teacher: class code, students, ``hide_counts``, ``locked``,
                                   the question
                                   with its answer, ``counts`` per option, ``answered``,
                                   ``not_answered``
POST     /class/api/question       teacher: a question (``limits.question``: kind, code,
                                   options, answer, reason; prompt, variant, hand, labels)
POST     /class/api/reveal         teacher
POST     /class/api/next           teacher: the open question closes
POST     /class/api/hide           teacher: ``{hide: bool}``, the counts hidden until reveal
POST     /class/api/remove         teacher: ``{name}``: the student leaves the class (their
                                   token refused as ``removed``, an unrevealed answer uncounted)
POST     /class/api/lock           teacher: ``{lock: bool}``: no new joins (``locked``)
GET      /class/api/export.csv     teacher: every answer of the class
=======  ========================  =============================================================

On a shared JupyterHub (not built; how the same API would serve it). The server runs as a
hub-managed service (``c.JupyterHub.services``: ``python -m widgets.classroom --bind
127.0.0.1 --port … --folder /srv/paixue/<class>``, no ``--site``: every student has a kernel),
reached through the hub's proxy under ``/services/<name>/``, so the routes take the
service's prefix (``JUPYTERHUB_SERVICE_PREFIX``) in front of ``/class/``. Who is who comes
from the hub instead of the class code and the teacher key: the handlers authenticate with
the hub's OAuth (``jupyterhub.services.auth.HubOAuthenticated``); a user of a ``teachers``
group (a hub role with this service's scope) passes ``teacher()``, any other user is a
student whose row is made at their first call (named by their hub name, so joining, names
taken and removing are the hub's accounts; the lock still stops new rows). A student's
``Student(…)`` in their own server calls the service's internal address with their
``JUPYTERHUB_API_TOKEN`` as the credential (one more header in ``student.call``), the
class pages work through the proxy as they are. Behind the proxy every request comes from
one address: the per-address buckets would key on the hub user instead. One SQLite file per
class on the hub's disk, one process writing it, as now: answers survive a hub restart.
"""
