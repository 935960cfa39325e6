"""A Jupyter server option, not part of the widgets: send kernel messages to the browser at once.

Every click in a widget is a small websocket message to the kernel and a few messages back
(busy, the new view state, idle). jupyter_server never sets TCP_NODELAY on the kernel websocket,
so Nagle's algorithm may hold the tail of a reply until the browser acknowledges the previous
packet, which the browser may delay by up to ~40 ms (delayed ACK). That wait falls on the slow
clicks: ``benchmarks/browser_latency.py`` prints click latency with and without it (here the
p95 went from ~75 to ~60 ms, and clicks that send the larger 14-tile view from ~50-60 to ~36 ms
median).

:class:`NoDelayKernelConnection` is jupyter_server's own kernel websocket connection with
TCP_NODELAY switched on when the websocket opens (tornado's ``WebSocketHandler.set_nodelay``,
which tornado recommends for many small messages). Nothing else changes. ``make lab`` and the
browser tests' server select it with one option, which anyone can pass::

    jupyter lab \\
      --ServerApp.kernel_websocket_connection_class=widgets._nodelay.NoDelayKernelConnection

A command-line option sets only this one trait: the user's own Jupyter config still applies
(``--config=file`` would replace it). This module imports jupyter_server (installed with
JupyterLab), so nothing else in the package imports it.
"""

from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection


class NoDelayKernelConnection(ZMQChannelsWebsocketConnection):
    """jupyter_server's kernel websocket connection, with Nagle's algorithm off."""

    def connect(self):  # the parent's result: a Future, or None if the kernel is gone
        # connect() runs in the handler's open(), when the websocket exists.
        self.websocket_handler.set_nodelay(True)
        self.log.info("Kernel websocket %s: TCP_NODELAY on (widgets._nodelay)", self.kernel_id)
        return super().connect()
