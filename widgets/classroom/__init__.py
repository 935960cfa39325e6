"""The classroom (issue 40): one small server on the teacher's machine that serves the offline
site, the class pages and a class API, with the class's answers in SQLite.

A layer of its own: it may use tornado (JupyterLab brings it) and sqlite3; nothing below it
(engine, rules, practice, widgets) imports it. ``python -m widgets.classroom`` (``make class``)
starts it; ``store.Store`` is the database, ``server.make_app`` the HTTP API.
"""
